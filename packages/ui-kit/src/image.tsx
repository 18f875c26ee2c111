// Spec 9: images come in width tiers 0 (the original), 200 and 800. The tier is the smallest one
// at least as wide as the rendered width times the device pixel ratio.

export const IMAGE_TIERS = [200, 800] as const;
export type ImageTier = 0 | (typeof IMAGE_TIERS)[number];

export function pickTier(renderedWidthPx: number, dpr = 1): ImageTier {
  const need = renderedWidthPx * Math.max(1, dpr);
  for (const tier of IMAGE_TIERS) if (need <= tier) return tier;
  return 0;
}

/** The URL of a tier: `name.ext` becomes `name@200.ext`; tier 0 is the original. */
export function tierUrl(src: string, tier: ImageTier): string {
  if (tier === 0 || src.startsWith('data:')) return src;
  const q = src.search(/[?#]/);
  const path = q === -1 ? src : src.slice(0, q);
  const rest = q === -1 ? '' : src.slice(q);
  const dot = path.lastIndexOf('.');
  if (dot <= path.lastIndexOf('/')) return src;
  return `${path.slice(0, dot)}@${tier}${path.slice(dot)}${rest}`;
}

/** The WebP twin the build makes of every tiered image: `name@200.png` → `name@200.webp`. */
export function webpUrl(src: string): string {
  if (src.startsWith('data:')) return src;
  const q = src.search(/[?#]/);
  const path = q === -1 ? src : src.slice(0, q);
  const dot = path.lastIndexOf('.');
  if (dot <= path.lastIndexOf('/')) return src;
  return `${path.slice(0, dot)}.webp${q === -1 ? '' : src.slice(q)}`;
}

export interface ImgProps {
  src: string;
  alt: string;
  /** Rendered size in CSS px at the 360 px design width; both are required so nothing shifts. */
  width: number;
  height: number;
  /** Whether tiered files exist for this image (build-time images and the CDN's). */
  tiered?: boolean;
  className?: string;
  eager?: boolean;
  /** Offer the build's WebP twin first, the original format as fallback (tiered build images). */
  webp?: boolean;
}

export function Img({ src, alt, width, height, tiered = false, className, eager, webp = false }: ImgProps) {
  const dpr = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const url = tiered ? tierUrl(src, pickTier(width, dpr)) : src;
  const img = (
    <img
      className={className}
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
  if (!webp || src.startsWith('data:') || webpUrl(url) === url) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={webpUrl(url)} />
      {img}
    </picture>
  );
}
