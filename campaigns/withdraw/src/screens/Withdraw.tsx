import {
  getApplyInfo,
  getGrades,
  getUserApplyList,
  getUserMoney,
  getUserWithdrawAccount,
  type WithdrawApplication,
} from '@h5/core-api/contracts/finance';
import { formatDate } from '@h5/i18n';
import {
  Async,
  allOf,
  api,
  Link,
  LinkButtons,
  language,
  navigate,
  Page,
  type ScreenProps,
  SendButton,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { ForwardIcon } from '@h5/ui-kit/icon';
import { useState } from 'react';
import { readGrade } from '../amountInput.ts';
import { GradeChoice, Money } from '../components.tsx';
import { withdrawalQuote } from '../quote.ts';
import { STATUS_LABELS } from '../statusLabels.ts';
import { useWithdraw } from '../withdrawAction.tsx';

export const APPLY_CODE_MESSAGES = {
  1: 'Please bind a withdrawal account first',
  2: 'You have reached the number of withdrawals for today',
} as const;

/** Step 1: the amount (the server's grades) and the account it goes to. */
export function WithdrawPage(_: ScreenProps) {
  useSignals();
  const grades = useResource(() => api().call(getGrades, {}));
  const info = useResource(() => api().call(getApplyInfo, {}));
  const account = useResource(() => api().call(getUserWithdrawAccount, {}));
  const [chosen, setChosen] = useState<number | null>(null);
  const code = info.data.value?.apply_code ?? 0;
  return (
    <Page title={t('Withdraw')} className="wd-withdraw">
      <section className="h5-card">
        <h2 className="wd-h">{t('Withdraw to')}</h2>
        <Async r={account} height="1rem">
          {(a) => (
            <Link to="withdraw-account" className="wd-row" testId="account-row">
              <span>
                {a.account ? platformName(a.platform_list, a.account.platform) : t('Withdrawal account')}
              </span>
              <bdi className="h5-muted">{a.account ? a.account.account : t('Bind an account')}</bdi>
              <ForwardIcon className="wd-chevron" />
            </Link>
          )}
        </Async>
      </section>
      <section className="h5-card">
        <h2 className="wd-h">{t('Amount')}</h2>
        <GradeChoice grades={grades} chosen={chosen} onChoose={setChosen} />
        <Async r={info} height="0.6rem">
          {(i) => (
            <p className="h5-muted" data-testid="apply-info">
              {i.apply_code === 0
                ? t('{n, plural, one {# withdrawal left today} other {# withdrawals left today}}', {
                    n: i.times_left_today,
                  })
                : t(APPLY_CODE_MESSAGES[i.apply_code])}
            </p>
          )}
        </Async>
      </section>
      <div className="wd-footer">
        {code === 1 ? (
          <Link to="withdraw-account" className="h5-button h5-button-block">
            {t('Bind an account')}
          </Link>
        ) : (
          <button
            className="h5-button h5-button-block"
            disabled={chosen === null || code !== 0}
            onClick={() => void navigate(`withdraw-next?grade=${chosen}`)}
          >
            {t('Next')}
          </button>
        )}
      </div>
    </Page>
  );
}

function platformName(list: Array<{ platform: string; name: string }>, p: string): string {
  return list.find((x) => x.platform === p)?.name ?? p;
}

/** Step 2: what will be sent, and the one button that sends it. */
export function WithdrawNext({ query }: ScreenProps) {
  useSignals();
  const grade = readGrade(query);
  const grades = useResource(() => api().call(getGrades, {}));
  const account = useResource(() => api().call(getUserWithdrawAccount, {}));
  // The balance the server holds: the confirmation says what is left once the grade leaves it.
  const money = useResource(() => api().call(getUserMoney, {}));
  const g = grades.data.value;
  const found = g?.grade_list.find((x) => x.grade_money === grade);
  const acc = account.data.value?.account;
  const w = useWithdraw({ grade: grade ?? 0, accountId: acc?.id ?? '', resultPath: 'withdraw-res' });
  if (grade === null || (g && !found)) {
    return (
      <Page title={t('Confirm withdrawal')}>
        <div className="h5-state" role="alert">
          <p>{t('Please choose an amount to withdraw')}</p>
          <Link to="withdraw" className="h5-button">
            {t('Choose an amount')}
          </Link>
        </div>
      </Page>
    );
  }
  return (
    <Page title={t('Confirm withdrawal')} className="wd-next">
      <section className="h5-card">
        <Async r={allOf(grades, money)} height="2.4rem">
          {([list, held]) =>
            found ? (
              <dl className="wd-summary">
                <dt>{t('Amount')}</dt>
                <dd>
                  <Money amount={found.grade_money} currency={list.currency} testId="confirm-amount" />
                </dd>
                <dt>{t('Fee')}</dt>
                <dd>
                  <Money amount={found.fee} currency={list.currency} />
                </dd>
                <dt>{t('You receive')}</dt>
                <dd>
                  <Money amount={withdrawalQuote(found, held.money).arrives} currency={list.currency} />
                </dd>
                <dt>{t('Balance after')}</dt>
                <dd>
                  <Money
                    amount={withdrawalQuote(found, held.money).balanceAfter ?? 0}
                    currency={list.currency}
                    testId="confirm-after"
                  />
                </dd>
              </dl>
            ) : null
          }
        </Async>
        <Async r={account} height="1rem">
          {(a) =>
            a.account ? (
              <p className="wd-row">
                <span>{t('Withdraw to')}</span>
                <bdi>{a.account.account}</bdi>
              </p>
            ) : (
              <Link to="withdraw-account" className="wd-row">
                {t('Please bind a withdrawal account first')}
                <ForwardIcon className="wd-chevron" />
              </Link>
            )
          }
        </Async>
      </section>
      <div className="wd-footer">
        {w.problem ? (
          <p className="wd-problem" role="alert" data-testid="withdraw-problem">
            {w.problem.text}
          </p>
        ) : null}
        <SendButton
          pending={w.pending}
          disabled={!acc || !found}
          onClick={() => void w.submit()}
          testId="withdraw-submit"
        >
          {w.problem?.retry ? t('Try again') : t('Withdraw')}
        </SendButton>
      </div>
    </Page>
  );
}

/** Looks an application up in the first pages of the record: what the server recorded. */
async function findApplication(id: string): Promise<WithdrawApplication | null> {
  for (let page = 1; page <= 3; page++) {
    const res = await api().call(getUserApplyList, { page });
    const hit = res.list.find((a) => a.id === id);
    if (hit) return hit;
    if (!res.has_more) break;
  }
  return null;
}

export function WithdrawResult({ query }: ScreenProps) {
  useSignals();
  const id = (query.get('id') ?? '').slice(0, 64);
  const app = useResource(() => (id ? findApplication(id) : Promise.resolve(null)));
  return (
    <Page title={t('Withdrawal result')} className="wd-result">
      <section className="h5-card">
        <Async r={app} height="3rem">
          {(a) =>
            a ? (
              <div data-testid="result">
                <h2 className="wd-h">{t(STATUS_LABELS[a.status])}</h2>
                <p className="wd-big">
                  <Money amount={a.grade_money} currency={a.currency} testId="result-amount" />
                </p>
                <p className="h5-muted">
                  <bdi>{a.account}</bdi> ·{' '}
                  {formatDate(language.value, a.create_time * 1000, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </p>
                {a.status === 'pending' ? (
                  <p>{t('Your withdrawal is recorded and will be paid after review.')}</p>
                ) : null}
              </div>
            ) : (
              <p role="alert">
                {t('We could not find this withdrawal. Please check the withdrawal record.')}
              </p>
            )
          }
        </Async>
      </section>
      <LinkButtons
        stacked
        links={[
          { to: 'record', label: 'Withdrawal record' },
          { to: 'income', label: 'Back to my earnings', secondary: true },
        ]}
      />
    </Page>
  );
}
