// Its own entry (`@h5/ui-kit/identity`), like the image component: only lazy screens need it.
// How a person appears on any page: their name isolated from the text around it (an Arabic name
// in an English row, a Latin one in an Arabic row, never reordered), and their avatar at the width
// tier its size needs, with a drawn silhouette until it loads or when there is none.

import { Img } from './image.tsx';

export function UserName({ name, className, testId }: { name: string; className?: string; testId?: string }) {
  return (
    // translate="no": a person's name stays as they wrote it, in any page language (and no
    // browser translation renames them).
    <bdi className={className ? `h5-name ${className}` : 'h5-name'} translate="no" data-testid={testId}>
      {name}
    </bdi>
  );
}

/** Avatars the app's CDN serves in width tiers. */
export function Avatar({
  src,
  size = 40,
  className,
}: {
  src?: string | null;
  size?: number;
  className?: string;
}) {
  const cls = className ? `h5-avatar ${className}` : 'h5-avatar';
  return (
    <span className={cls} style={{ width: size, height: size }} aria-hidden="true">
      {src ? <Img src={src} alt="" width={size} height={size} tiered={!src.endsWith('.svg')} /> : null}
    </span>
  );
}
