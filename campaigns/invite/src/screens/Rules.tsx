// The programme's rules, from the server in the page's language, with its amounts. Open to visitors.

import { getFxConstData } from '@h5/core-api/contracts/invite';
import { Async, api, Page, t, useResource, visitCountry } from '@h5/ui-kit';
import { Money } from '../components/Money.tsx';
import { TITLES } from '../routes.ts';

export const RULES_TEXTS = {
  perInvite: 'You earn for each friend',
  newUser: 'Your friend gets',
  perDay: '{n, plural, one {# withdrawal a day} other {# withdrawals a day}}',
} as const;

export function Rules() {
  const consts = useResource(() => api().call(getFxConstData, { country: visitCountry() }));
  return (
    <Page title={t(TITLES.rules)} className="inv-page">
      <Async r={consts} height="12rem">
        {(c) => (
          <>
            <section className="h5-card">
              <dl className="inv-facts">
                <dt>{t(RULES_TEXTS.perInvite)}</dt>
                <dd>
                  <Money amount={c.reward_per_invite} currency={c.currency} />
                </dd>
                <dt>{t(RULES_TEXTS.newUser)}</dt>
                <dd>
                  <Money amount={c.new_user_cash} currency={c.currency} />
                </dd>
              </dl>
              <p className="h5-muted">{t(RULES_TEXTS.perDay, { n: c.withdrawals_per_day })}</p>
            </section>
            <ol className="h5-card inv-rules" data-testid="rules">
              {c.rules.map((r) => (
                <li key={r}>
                  <bdi>{r}</bdi>
                </li>
              ))}
            </ol>
          </>
        )}
      </Async>
    </Page>
  );
}
