// One system notice in full.

import { api, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { Read } from '../components/Read.tsx';
import { When } from '../components/When.tsx';
import { NOTICE_READ } from '../reads.ts';

export const NO_SUCH_NOTICE = 'This notice was not found.';

export function SystemDetail({ params }: ScreenProps) {
  const id = params.id ?? '';
  const n = useResource(() => api().call(NOTICE_READ.call, { id }), [id]);
  return (
    <Page title={t('Notice')} className="fb-page">
      <Read r={n} height="8rem" missing={NO_SUCH_NOTICE}>
        {(notice) => (
          <article className="h5-card fb-card" data-testid="notice">
            <h2 className="fb-h fb-title">
              <bdi>{notice.title}</bdi>
            </h2>
            <When seconds={notice.created_at} />
            <div className="fb-answer">
              {notice.paragraphs.map((p) => (
                <p key={p}>
                  <bdi>{p}</bdi>
                </p>
              ))}
            </div>
          </article>
        )}
      </Read>
    </Page>
  );
}
