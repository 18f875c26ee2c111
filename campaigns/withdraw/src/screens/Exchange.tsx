import {
  coinSellerExchangeGold,
  type ExchangeResult,
  exchangeGold,
  getCoinSellerLimit,
  getExchangeGoldGrade,
  getUserMoney,
} from '@h5/core-api/contracts/finance';
import { formatNumber } from '@h5/i18n';
import { api, language, Page, type ScreenProps, t, toast, useSignals, useSingleFlight } from '@h5/ui-kit';
import { useState } from 'react';
import { parseAmount } from '../amountInput.ts';
import { Loaded, Money, useResourceOnce } from '../components.tsx';
import { runMoneyIntent } from '../moneyIntent.ts';

export const EXCHANGED = 'You got {gold} coins';

function useExchange(send: (money: number, key: string) => Promise<ExchangeResult>, onDone: () => void) {
  const [problem, setProblem] = useState<string | null>(null);
  const [run, pending] = useSingleFlight(async (money: number, intent: string) => {
    setProblem(null);
    const o = await runMoneyIntent(intent, (key) => send(money, key));
    if (o.kind === 'done') {
      toast(t(EXCHANGED, { gold: formatNumber(language.value, o.result.gold) }));
      onDone();
      return;
    }
    const text = t(o.message, o.kind === 'unknown' ? o.vars : undefined);
    setProblem(text);
    toast(text);
  });
  return { run, pending, problem };
}

/** Earnings into coins at the server's grades. */
export function ExchangeCoins(_: ScreenProps) {
  useSignals();
  const money = useResourceOnce(() => api().call(getUserMoney, {}));
  const grades = useResourceOnce(() => api().call(getExchangeGoldGrade, {}));
  const [chosen, setChosen] = useState<number | null>(null);
  const ex = useExchange(
    (m, idempotencyKey) => api().call(exchangeGold, { money: m }, { idempotencyKey }),
    () => {
      setChosen(null);
      void money.load();
    },
  );
  const balance = money.data.value?.money ?? 0;
  return (
    <Page title={t('Exchange coins')}>
      <section className="h5-card">
        <p className="h5-muted">{t('Available balance')}</p>
        <Loaded r={money} height="0.9rem">
          {(m) => (
            <p className="wd-big">
              <Money amount={m.money} currency={m.currency} testId="balance" />
            </p>
          )}
        </Loaded>
      </section>
      <section className="h5-card">
        <Loaded r={grades} height="3rem">
          {(g) => (
            <div className="wd-grades">
              {g.grade_list.map((x) => (
                <button
                  key={x.money}
                  type="button"
                  aria-pressed={chosen === x.money}
                  disabled={x.money > balance}
                  className={chosen === x.money ? 'wd-grade wd-grade-on' : 'wd-grade'}
                  onClick={() => setChosen(x.money)}
                  data-testid="exchange-grade"
                >
                  <span className="wd-gold">
                    {t('{gold} coins', { gold: formatNumber(language.value, x.gold) })}
                  </span>
                  <Money amount={x.money} currency={g.currency} />
                </button>
              ))}
            </div>
          )}
        </Loaded>
      </section>
      <div className="wd-footer">
        {ex.problem ? (
          <p className="wd-problem" role="alert">
            {ex.problem}
          </p>
        ) : null}
        <button
          className="h5-button h5-button-block"
          disabled={chosen === null || ex.pending}
          onClick={() => chosen !== null && void ex.run(chosen, `exchange:${chosen}`)}
          data-testid="exchange-submit"
        >
          {ex.pending ? t('Sending…') : t('Exchange')}
        </button>
      </div>
    </Page>
  );
}

export const AGENCY_MESSAGES = {
  notCoinSeller: 'Agency exchange is for coin sellers only',
  badAmount: 'Please enter an amount',
  overLimit: 'This is more than you can exchange today',
  overBalance: 'Your balance is not enough for this amount',
} as const;

/** Coin sellers (agencies) exchange any amount up to their daily coin-seller limit. */
export function AgencyExchange(_: ScreenProps) {
  useSignals();
  const money = useResourceOnce(() => api().call(getUserMoney, {}));
  const limit = useResourceOnce(() => api().call(getCoinSellerLimit, {}));
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ex = useExchange(
    (m, idempotencyKey) => api().call(coinSellerExchangeGold, { money: m }, { idempotencyKey }),
    () => {
      setInput('');
      void money.load();
      void limit.load();
    },
  );
  const submit = () => {
    const amount = parseAmount(input);
    const l = limit.data.value;
    const balance = money.data.value?.money ?? 0;
    const err =
      amount === null
        ? AGENCY_MESSAGES.badAmount
        : l && amount > l.limit
          ? AGENCY_MESSAGES.overLimit
          : amount > balance
            ? AGENCY_MESSAGES.overBalance
            : null;
    setError(err);
    if (amount !== null && !err) void ex.run(amount, `agency:${amount}`);
  };
  return (
    <Page title={t('Agency coin exchange')}>
      <Loaded r={limit} height="4rem">
        {(l) =>
          !l.is_coin_seller ? (
            <p className="h5-state" role="alert">
              {t(AGENCY_MESSAGES.notCoinSeller)}
            </p>
          ) : (
            <section className="h5-card">
              <p className="wd-row">
                <span>{t('Available balance')}</span>
                {money.data.value ? (
                  <Money
                    amount={money.data.value.money}
                    currency={money.data.value.currency}
                    testId="balance"
                  />
                ) : null}
              </p>
              <p className="wd-row">
                <span>{t('Left to exchange today')}</span>
                <Money amount={l.limit} currency={l.currency} testId="limit" />
              </p>
              <div className="h5-field">
                <label htmlFor="agency-amount">{t('Amount')}</label>
                <input
                  id="agency-amount"
                  inputMode="decimal"
                  dir="ltr"
                  value={input}
                  onChange={(e) => setInput(e.target.value)}
                  aria-invalid={!!error}
                />
                <p className="h5-field-error wd-field-error" role={error ? 'alert' : undefined}>
                  {error ? t(error) : ''}
                </p>
              </div>
              <p className="h5-muted">
                {t('You get {gold} coins', {
                  gold: formatNumber(language.value, Math.floor((parseAmount(input) ?? 0) * l.rate)),
                })}
              </p>
              {ex.problem ? (
                <p className="wd-problem" role="alert">
                  {ex.problem}
                </p>
              ) : null}
              <button
                className="h5-button h5-button-block"
                disabled={ex.pending}
                onClick={submit}
                data-testid="agency-submit"
              >
                {ex.pending ? t('Sending…') : t('Exchange')}
              </button>
            </section>
          )
        }
      </Loaded>
    </Page>
  );
}
