// Redeem cash for golds: one of the server's amounts the balance covers, confirmed with what is
// spent, what is received and the balance after; sent once.

import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import {
  type FxConstData,
  type FxUserInfo,
  getFxConstData,
  getFxUserInfo,
  redeemCash,
} from '@h5/core-api/contracts/invite';
import { formatNumber } from '@h5/i18n';
import {
  Async,
  allOf,
  api,
  GOLDS,
  language,
  Page,
  SendButton,
  t,
  useResource,
  useSignals,
  visitCountry,
} from '@h5/ui-kit';
import { balanceAfter, goldsFor, validChoice } from '../cash.ts';
import { Problem, useCashAction } from '../cashAction.tsx';
import { GradeChoice } from '../components/GradeChoice.tsx';
import { Money, money } from '../components/Money.tsx';
import { TITLES } from '../routes.ts';

export const REDEEM_TEXTS = {
  rate: '{cash} = {golds}',
  amount: 'Cash to redeem',
  redeem: 'Redeem',
  confirmTitle: 'Redeem cash for golds?',
  done: 'You got {golds}. Cash left: {cash}.',
  cash: 'Cash balance',
} as const;

export function Redeem() {
  const info = useResource(() => api().call(getFxUserInfo, {}));
  const consts = useResource(() => api().call(getFxConstData, { country: visitCountry() }));
  return (
    <Page title={t(TITLES.redeem)} className="inv-page">
      <Async r={allOf(info, consts)} height="12rem">
        {([u, c]) => <RedeemForm u={u} c={c} reload={() => void info.load()} />}
      </Async>
    </Page>
  );
}

function RedeemForm({ u, c, reload }: { u: FxUserInfo; c: FxConstData; reload: () => void }) {
  useSignals();
  const lang = language.value;
  const a = useCashAction(
    (amount) => `invite-redeem:${amount}`,
    (key, amount) => api().call(redeemCash, { amount }, { idempotencyKey: key }),
    reload,
  );
  const chosen = validChoice(a.chosen, u.cash, c.redeem_grades);
  const golds = (n: number) => t(GOLDS, { n: formatNumber(lang, n) });
  return (
    <>
      <section className="h5-card inv-balance">
        <p className="inv-wallet-label">{t(REDEEM_TEXTS.cash)}</p>
        <Money amount={u.cash} currency={u.currency} testId="redeem-cash" />
        <p className="h5-muted">
          {t(REDEEM_TEXTS.rate, { cash: money(1, c.currency, lang), golds: golds(c.redeem_rate) })}
        </p>
      </section>
      <GradeChoice
        balance={u.cash}
        amounts={c.redeem_grades}
        currency={c.currency}
        chosen={chosen}
        onChoose={a.choose}
        label={REDEEM_TEXTS.amount}
      />
      {a.result ? (
        <p className="h5-card inv-done" role="status" data-testid="redeem-done">
          {t(REDEEM_TEXTS.done, {
            golds: golds(a.result.value.golds_added),
            cash: money(a.result.value.cash, c.currency, lang),
          })}
        </p>
      ) : null}
      <Problem problem={a.problem} onRetry={a.retry} />
      <div className="inv-footer">
        <SendButton pending={a.pending} disabled={chosen === null} onClick={a.ask} testId="redeem">
          {t(REDEEM_TEXTS.redeem)}
        </SendButton>
      </div>
      {chosen !== null ? (
        <ConfirmSheet
          open={a.confirming}
          title={t(REDEEM_TEXTS.confirmTitle)}
          spend={<Money amount={chosen} currency={c.currency} />}
          receive={golds(goldsFor(chosen, c.redeem_rate))}
          balanceAfter={<Money amount={balanceAfter(u.cash, chosen)} currency={c.currency} />}
          pending={a.pending}
          onConfirm={a.confirm}
          onCancel={a.cancel}
        />
      ) : null}
    </>
  );
}
