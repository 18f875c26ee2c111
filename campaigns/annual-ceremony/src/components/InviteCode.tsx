// My invite code (the ceremony's invite code GET) on the home: copy it, or share it with its link
// through the app's share sheet, the browser's Web Share, or a copy (the share block decides).

import { type ShareFields, share } from '@h5/blocks/share';
import { copyText } from '@h5/bridge';
import { Async, api, t, toast, useResource } from '@h5/ui-kit';
import { INVITE_CODE_READ } from '../reads.ts';
import { INVITE_TEXTS } from '../texts.ts';

export function InviteCode({ promotionId }: { promotionId: string }) {
  const r = useResource(
    () => api().call(INVITE_CODE_READ.call, { promotion_id: promotionId }),
    [promotionId],
  );
  return (
    <section className="h5-card ac-invite" aria-labelledby="ac-invite">
      <h2 id="ac-invite">{t(INVITE_TEXTS.title)}</h2>
      <Async r={r} height="1.46rem">
        {(d) => {
          return (
            <div className="ac-invite-row">
              <p className="ac-code" translate="no" dir="ltr" data-testid="invite-code">
                {d.code}
              </p>
              <span className="h5-muted">{t(INVITE_TEXTS.invited, { n: d.invited })}</span>
              <div className="ac-invite-actions">
                <button
                  type="button"
                  className="h5-chip"
                  data-testid="copy-invite"
                  onClick={() =>
                    void copyText(d.code).then((ok) =>
                      toast(t(ok ? INVITE_TEXTS.copied : INVITE_TEXTS.copyFailed)),
                    )
                  }
                >
                  {t(INVITE_TEXTS.copy)}
                </button>
                <button
                  type="button"
                  className="h5-chip"
                  data-testid="share-invite"
                  onClick={() => void share(invitation(d.code, d.link))}
                >
                  {t(INVITE_TEXTS.share)}
                </button>
              </div>
            </div>
          );
        }}
      </Async>
    </section>
  );
}

/** What sharing the code hands the share sheet: the invitation, with the code in it, and its link. */
function invitation(code: string, link: string): ShareFields {
  const desc = t(INVITE_TEXTS.shareDesc, { code });
  const title = t(INVITE_TEXTS.shareTitle);
  return {
    title,
    share_title: title,
    share_desc: desc,
    share_cover: '',
    share_link: link,
    slogan: desc,
    is_share_copy: false,
  };
}
