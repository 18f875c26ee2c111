// Withdraw Join&Earn cash to the user's withdrawal account (the one the withdraw campaign binds,
// read through finance's shared call): one of the server's amounts the balance covers, the
// confirm sheet with the balance after, sent once under the withdraw call's 30 s timeout; then
// the request and the withdrawals so far.

import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import { withdrawalProblem } from '@h5/blocks/withdrawal';
import { getUserWithdrawAccount, type UserWithdrawAccountResult } from '@h5/core-api/contracts/finance';
import {
  type FxConstData,
  type FxUserInfo,
  getFxConstData,
  getFxUserInfo,
  getWithdrawals,
  type Withdrawal as WithdrawalRow,
  withdrawCash,
} from '@h5/core-api/contracts/invite';
import { formatDate, isolate } from '@h5/i18n';
import {
  Async,
  allOf,
  api,
  InfiniteList,
  Link,
  language,
  Page,
  pagesOf,
  SendButton,
  t,
  useResource,
  useSignals,
  visitCountry,
} from '@h5/ui-kit';
import { balanceAfter, CASH_TEXTS, validChoice } from '../cash.ts';
import { Problem, useCashAction } from '../cashAction.tsx';
import { GradeChoice } from '../components/GradeChoice.tsx';
import { Money, money } from '../components/Money.tsx';
import { TITLES } from '../routes.ts';

/** The withdraw campaign's page that binds the account. */
export const BIND_ACCOUNT_PATH = '/v/withdraw/withdraw-account';

export const WITHDRAW_TEXTS = {
  to: 'Withdraw to',
  bind: 'Add a withdrawal account',
  amount: 'Amount',
  withdraw: 'Withdraw',
  confirmTitle: 'Withdraw cash?',
  receive: '{amount} to {account}',
  // No payout delay is promised: the server names none.
  done: 'Withdrawal requested. It is under review: its state shows in My withdrawals below.',
  history: 'My withdrawals',
  noHistory: 'No withdrawals yet.',
  cash: 'Cash balance',
} as const;

export const STATUS_TEXTS = { 0: 'Under review', 1: 'Paid', 2: 'Refused' } as const;

export function Withdrawal() {
  const info = useResource(() => api().call(getFxUserInfo, {}));
  const consts = useResource(() => api().call(getFxConstData, { country: visitCountry() }));
  const account = useResource(() => api().call(getUserWithdrawAccount, {}));
  return (
    <Page title={t(TITLES.withdrawal)} className="inv-page">
      <Async r={allOf(info, consts, account)} height="14rem">
        {([u, c, acc]) => <WithdrawForm u={u} c={c} acc={acc} reload={() => void info.load()} />}
      </Async>
    </Page>
  );
}

function WithdrawForm({
  u,
  c,
  acc,
  reload,
}: {
  u: FxUserInfo;
  c: FxConstData;
  acc: UserWithdrawAccountResult;
  reload: () => void;
}) {
  useSignals();
  const lang = language.value;
  const accountId = acc.account?.id ?? '';
  const a = useCashAction(
    (amount) => `invite-withdraw:${accountId}:${amount}`,
    (key, amount) => api().call(withdrawCash, { amount, account_id: accountId }, { idempotencyKey: key }),
    reload,
    withdrawalProblem,
  );
  const chosen = validChoice(a.chosen, u.cash, c.withdraw_grades);
  return (
    <>
      <section className="h5-card inv-balance">
        <p className="inv-wallet-label">{t(WITHDRAW_TEXTS.cash)}</p>
        <Money amount={u.cash} currency={u.currency} testId="withdraw-cash" />
      </section>
      <section className="h5-card">
        <h2 className="inv-h">{t(WITHDRAW_TEXTS.to)}</h2>
        {acc.account ? (
          <p className="inv-account" data-testid="account">
            <bdi translate="no">{acc.account.account}</bdi>
          </p>
        ) : (
          <>
            <p className="h5-muted">{t(CASH_TEXTS.noAccount)}</p>
            <Link to={BIND_ACCOUNT_PATH} className="h5-button h5-button-secondary" testId="bind-account">
              {t(WITHDRAW_TEXTS.bind)}
            </Link>
          </>
        )}
      </section>
      <GradeChoice
        balance={u.cash}
        amounts={c.withdraw_grades}
        currency={c.currency}
        chosen={chosen}
        onChoose={a.choose}
        label={WITHDRAW_TEXTS.amount}
      />
      {a.result ? (
        <p className="h5-card inv-done" role="status" data-testid="withdraw-done">
          {t(WITHDRAW_TEXTS.done)}
        </p>
      ) : null}
      <Problem problem={a.problem} onRetry={a.retry} />
      <div className="inv-footer">
        <SendButton
          pending={a.pending}
          disabled={chosen === null || !acc.account}
          onClick={a.ask}
          testId="withdraw"
        >
          {t(WITHDRAW_TEXTS.withdraw)}
        </SendButton>
      </div>
      {chosen !== null && acc.account ? (
        <ConfirmSheet
          open={a.confirming}
          title={t(WITHDRAW_TEXTS.confirmTitle)}
          spend={<Money amount={chosen} currency={c.currency} />}
          receive={t(WITHDRAW_TEXTS.receive, {
            amount: money(chosen, c.currency, lang),
            account: isolate(acc.account.account),
          })}
          balanceAfter={<Money amount={balanceAfter(u.cash, chosen)} currency={c.currency} />}
          pending={a.pending}
          onConfirm={a.confirm}
          onCancel={a.cancel}
        />
      ) : null}
      <section className="h5-card">
        <h2 className="inv-h">{t(WITHDRAW_TEXTS.history)}</h2>
        <InfiniteList
          key={a.result?.value.application.id ?? 'none'}
          load={pagesOf<{ page: number }, WithdrawalRow>(getWithdrawals, {})}
          itemKey={(w) => w.id}
          empty={<p className="h5-state">{t(WITHDRAW_TEXTS.noHistory)}</p>}
          renderItem={(w) => (
            <div className="inv-record-row" data-testid="withdrawal">
              <span className="inv-record-main">
                <Money amount={w.amount} currency={c.currency} />
                <span className="h5-muted">{formatDate(lang, w.created_at, { dateStyle: 'medium' })}</span>
              </span>
              <span className={`inv-status inv-status-${w.status}`}>{t(STATUS_TEXTS[w.status])}</span>
            </div>
          )}
        />
      </section>
    </>
  );
}
