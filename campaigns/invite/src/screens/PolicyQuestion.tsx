// /v/share-new-pull/policy-question: the programme's questions and answers, from the server in
// the page's language. Open to visitors.

import { getFxConstData } from '@h5/core-api/contracts/invite';
import { Async, api, Page, t, useResource, visitCountry } from '@h5/ui-kit';
import { TITLES } from '../routes.ts';

export function PolicyQuestion() {
  const consts = useResource(() => api().call(getFxConstData, { country: visitCountry() }));
  return (
    <Page title={t(TITLES.policy)} className="inv-page">
      <Async r={consts} height="14rem">
        {(c) => (
          <div className="inv-faq" data-testid="faq">
            {c.policy_questions.map((q, i) => (
              <details key={q.q} className="h5-card h5-disclosure inv-faq-item" open={i === 0}>
                <summary>
                  <bdi>{q.q}</bdi>
                </summary>
                <p>
                  <bdi>{q.a}</bdi>
                </p>
              </details>
            ))}
          </div>
        )}
      </Async>
    </Page>
  );
}
