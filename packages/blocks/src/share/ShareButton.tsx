// Share a campaign: in the app through its share sheet, in a browser through the Web Share API,
// and where neither exists by copying the slogan and link, said in a toast, so the button is there
// for everyone and always does something. A promotion with is_share_copy also puts its slogan and
// link on the clipboard as it opens the sheet, for the chat the user shares to (silently: spec 8).

import { bridge, copyText as copyToClipboard, supports } from '@h5/bridge';
import { appInfo, t, toast, track } from '@h5/ui-kit';
import { ShareIcon } from '@h5/ui-kit/icon';
import { copyText, type ShareFields, sharePayload } from './sharePayload.ts';
import './styles.css';

export const LINK_COPIED = 'Link copied. Paste it in a chat to share.';
/** Spec 8 says copy failures are silent; a copy the user tapped for says so (docs/decisions/copy-failure-toast.md). */
export const COPY_FAILED = 'Could not copy the link. Long-press the address bar to share this page.';

export async function share(promotion: ShareFields, pageUrl: string = location.href): Promise<void> {
  const payload = sharePayload(promotion, pageUrl);
  const native = appInfo().inApp ? supports('share') : typeof navigator.share === 'function';
  if (native) {
    if (promotion.is_share_copy) void copyToClipboard(copyText(promotion, payload));
    if (await bridge.share(payload)) {
      track('share', { via: 'sheet' });
      return;
    }
  }
  const copied = await copyToClipboard(copyText(promotion, payload));
  track('share', { via: copied ? 'copy' : 'failed' });
  toast(t(copied ? LINK_COPIED : COPY_FAILED));
}

export function ShareButton({
  promotion,
  className,
}: {
  promotion: ShareFields | undefined;
  className?: string;
}) {
  // There from the first render, disabled until the promotion arrives: appearing later would push
  // what stands beside it.
  return (
    <button
      type="button"
      className={className ?? 'blk-share'}
      aria-label={t('Share')}
      disabled={!promotion}
      onClick={() => {
        if (promotion) void share(promotion);
      }}
      data-testid="share"
    >
      <ShareIcon size={16} />
    </button>
  );
}
