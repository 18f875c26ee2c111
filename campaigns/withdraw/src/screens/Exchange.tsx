import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import {
  coinSellerExchangeGold,
  type ExchangeResult,
  exchangeGold,
  getCoinSellerLimit,
  getExchangeGoldGrade,
  getUserMoney,
} from '@h5/core-api/contracts/finance';
import {
  Async,
  api,
  COINS,
  failureText,
  Page,
  type ScreenProps,
  SendButton,
  TextField,
  t,
  toast,
  useMoneyAction,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { useState } from 'react';
import { parseAmount } from '../amountInput.ts';
import { Money } from '../components.tsx';

export const EXCHANGED = 'You got {gold, plural, one {# coin} other {# coins}}';
export const COINS_NOW = 'You now have {coins, plural, one {# coin} other {# coins}}';

/** What the confirm sheet asks about: this much money for this many coins. */
interface ExchangeAsk {
  money: number;
  gold: number;
}

/**
 * One exchange: asked once in the confirm sheet, sent under the money-intent policy (one key per
 * amount until its outcome is known), the coin balance shown after.
 */
function useExchange(
  kind: string,
  send: (money: number, key: string) => Promise<ExchangeResult>,
  onDone: () => void,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const [ask, setAsk] = useState<ExchangeAsk | null>(null);
  const [coins, setCoins] = useState<number | null>(null);
  const [run, pending] = useMoneyAction(
    (money: number) => `${kind}:${money}`,
    (key, money: number) => send(money, key),
  );
  const confirm = async () => {
    if (!ask) return;
    setProblem(null);
    const o = await run(ask.money);
    if (!o) return;
    setAsk(null);
    if (o.kind === 'done') {
      setCoins(o.result.golds_total);
      toast(t(EXCHANGED, { gold: o.result.gold }));
      onDone();
      return;
    }
    // The retry is the same tap again: after an unknown outcome it reuses the key.
    setProblem(failureText(o.message));
    toast(failureText(o.message));
  };
  return {
    ask: (a: ExchangeAsk) => setAsk(a),
    asked: ask,
    cancel: () => setAsk(null),
    confirm,
    pending,
    problem,
    coins,
  };
}

type Exchange = ReturnType<typeof useExchange>;

/** The sheet and what the exchange left: the problem to retry, or the coins now held. */
function ExchangeConfirm({ ex, balance, currency }: { ex: Exchange; balance?: number; currency: string }) {
  const a = ex.asked;
  return (
    <>
      {ex.problem ? (
        <p className="wd-problem" role="alert" dir="auto">
          {ex.problem}
        </p>
      ) : ex.coins !== null ? (
        <p className="wd-coins-now" role="status" data-testid="coins-now">
          {t(COINS_NOW, { coins: ex.coins })}
        </p>
      ) : null}
      <ConfirmSheet
        open={a !== null}
        title={t('Exchange coins')}
        spend={a ? <Money amount={a.money} currency={currency} /> : null}
        receive={a ? t(COINS, { n: a.gold }) : null}
        balanceAfter={
          a && balance !== undefined ? (
            <Money amount={Math.round((balance - a.money) * 100) / 100} currency={currency} />
          ) : undefined
        }
        confirmLabel={t('Exchange')}
        pending={ex.pending}
        onConfirm={() => void ex.confirm()}
        onCancel={ex.cancel}
      />
    </>
  );
}

/** Earnings into coins at the server's grades. */
export function ExchangeCoins(_: ScreenProps) {
  useSignals();
  const money = useResource(() => api().call(getUserMoney, {}));
  const grades = useResource(() => api().call(getExchangeGoldGrade, {}));
  const [chosen, setChosen] = useState<number | null>(null);
  const ex = useExchange(
    'exchange',
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
        <Async r={money} height="0.9rem">
          {(m) => (
            <p className="wd-big">
              <Money amount={m.money} currency={m.currency} testId="balance" />
            </p>
          )}
        </Async>
      </section>
      <section className="h5-card">
        <Async r={grades} height="3rem">
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
                  <span className="wd-gold">{t(COINS, { n: x.gold })}</span>
                  <Money amount={x.money} currency={g.currency} />
                </button>
              ))}
            </div>
          )}
        </Async>
      </section>
      <div className="wd-footer">
        <ExchangeConfirm
          ex={ex}
          balance={money.data.value?.money}
          currency={grades.data.value?.currency ?? ''}
        />
        <SendButton
          pending={ex.pending}
          disabled={chosen === null}
          onClick={() => {
            const g = grades.data.value?.grade_list.find((x) => x.money === chosen);
            if (g) ex.ask({ money: g.money, gold: g.gold });
          }}
          testId="exchange-submit"
        >
          {t('Exchange')}
        </SendButton>
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
  const money = useResource(() => api().call(getUserMoney, {}));
  const limit = useResource(() => api().call(getCoinSellerLimit, {}));
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ex = useExchange(
    'agency',
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
    if (amount !== null && !err && l) ex.ask({ money: amount, gold: Math.floor(amount * l.rate) });
  };
  return (
    <Page title={t('Agency coin exchange')}>
      <Async r={limit} height="4rem">
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
              <TextField
                id="agency-amount"
                label="Amount"
                inputMode="decimal"
                ltr
                value={input}
                onChange={setInput}
                error={error}
              />
              <p className="h5-muted">
                {t('You get {gold, plural, one {# coin} other {# coins}}', {
                  gold: Math.floor((parseAmount(input) ?? 0) * l.rate),
                })}
              </p>
              <ExchangeConfirm ex={ex} balance={money.data.value?.money} currency={l.currency} />
              <SendButton pending={ex.pending} onClick={submit} testId="agency-submit">
                {t('Exchange')}
              </SendButton>
            </section>
          )
        }
      </Async>
    </Page>
  );
}
