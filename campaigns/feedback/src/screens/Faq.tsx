// The FAQ (`/v/faq/smd`): questions that open to their answers, and the way to the help center.

import { Async, api, LinkButtons, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { FAQ_READ } from '../reads.ts';

export const FAQ_TOPIC = 'smd';

export function Faq(_: ScreenProps) {
  const faq = useResource(() => api().call(FAQ_READ.call, { topic: FAQ_TOPIC }), []);
  return (
    <Page title={t('Frequently asked questions')} className="fb-page">
      <Async r={faq} height="10rem">
        {({ title, items }) => (
          <section className="h5-card fb-card">
            <h2 className="fb-h">
              <bdi>{title}</bdi>
            </h2>
            <div className="fb-faq" data-testid="faq">
              {items.map((it) => (
                <details key={it.q} className="h5-disclosure fb-faq-item">
                  <summary>
                    <bdi>{it.q}</bdi>
                  </summary>
                  <p>
                    <bdi>{it.a}</bdi>
                  </p>
                </details>
              ))}
            </div>
          </section>
        )}
      </Async>
      <LinkButtons
        stacked
        links={[{ to: '/v/feedback/index', label: 'Go to the help center', secondary: true }]}
      />
    </Page>
  );
}
