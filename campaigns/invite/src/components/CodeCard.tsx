// My invite code and link: copy either, or share the link through the app's sheet, the browser's
// Web Share, or a copy (the share block decides which).

import { share } from '@h5/blocks/share';
import { copyText } from '@h5/bridge';
import { t, toast } from '@h5/ui-kit';

const CODE_TEXTS = {
  myCode: 'My invite code',
  copyCode: 'Copy code',
  copyLink: 'Copy link',
  share: 'Invite friends',
  codeCopied: 'Code copied',
  linkCopied: 'Link copied. Paste it in a chat to share.',
  /** Spec 8 says copy failures are silent; a tapped copy says so (docs/decisions/copy-failure-toast.md). */
  copyFailed: 'Could not copy. Press and hold the code to copy it.',
  shareTitle: 'Join me on StarMaker',
  shareDesc: 'Sing with me and get welcome cash with my code {code}.',
} as const;

async function copy(text: string, done: string) {
  toast(t((await copyText(text)) ? done : CODE_TEXTS.copyFailed));
}

export function CodeCard({ code, link }: { code: string; link: string }) {
  const title = t(CODE_TEXTS.shareTitle);
  const desc = t(CODE_TEXTS.shareDesc, { code });
  return (
    <section className="h5-card inv-code-card" aria-labelledby="inv-code-title">
      <h2 id="inv-code-title" className="inv-h">
        {t(CODE_TEXTS.myCode)}
      </h2>
      <p className="inv-code" translate="no" dir="ltr" data-testid="my-code">
        {code}
      </p>
      <div className="inv-actions">
        <button
          type="button"
          className="h5-button h5-button-secondary"
          onClick={() => void copy(code, CODE_TEXTS.codeCopied)}
          data-testid="copy-code"
        >
          {t(CODE_TEXTS.copyCode)}
        </button>
        <button
          type="button"
          className="h5-button h5-button-secondary"
          onClick={() => void copy(link, CODE_TEXTS.linkCopied)}
          data-testid="copy-link"
        >
          {t(CODE_TEXTS.copyLink)}
        </button>
      </div>
      <button
        type="button"
        className="h5-button h5-button-block"
        data-testid="share-invite"
        onClick={() =>
          void share({
            title,
            share_title: title,
            share_desc: desc,
            share_link: link,
            share_cover: '',
            slogan: desc,
            is_share_copy: false,
          })
        }
      >
        {t(CODE_TEXTS.share)}
      </button>
    </section>
  );
}
