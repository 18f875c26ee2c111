// What a share page shows when its link cannot work: the link is incomplete (no usable id), or
// the thing it names is gone (the server's 404). Never a retry loop: one sentence and the app.
import { isApiError } from '@h5/core-api';
import { SHARE_NOT_FOUND } from '@h5/core-api/contracts/share';
import { ErrorState, t } from '@h5/ui-kit';
import { OpenAppButton } from './OpenApp.tsx';

export const INCOMPLETE_LINK = 'This link is incomplete. Open StarMaker to find what was shared.';
const DISCOVER_MORE = 'Discover more on StarMaker';

function isGone(error: unknown): boolean {
  return isApiError(error) && error.code === SHARE_NOT_FOUND;
}

export function Gone({ message, server }: { message: string; server?: boolean }) {
  return (
    <>
      <div className="h5-state sh-gone" data-testid="share-gone">
        <span className="sh-gone-art" aria-hidden="true" />
        {/* The server's sentence is already in the page's language; ours is an English key. */}
        <p>{server ? <bdi>{message}</bdi> : t(message)}</p>
      </div>
      <OpenAppButton target={{ screen: 'home' }} label={DISCOVER_MORE} />
    </>
  );
}

/** A failed read of the page's main thing: gone for a 404, otherwise the plain error with a retry. */
export function MainReadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isGone(error)) return <Gone message={(error as Error).message} server />;
  return <ErrorState error={error} onRetry={onRetry} />;
}
