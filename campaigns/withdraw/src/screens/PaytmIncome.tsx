import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import {
  getInBankAccount,
  getRedMoneyGrade,
  getUserMoney,
  modifyWithdrawAccount,
} from '@h5/core-api/contracts/finance';
import {
  Async,
  api,
  Link,
  Page,
  type ScreenProps,
  SendButton,
  TextField,
  t,
  toast,
  toastError,
  useResource,
  useSignals,
  useSingleFlight,
} from '@h5/ui-kit';
import { useState } from 'react';
import { BalanceCard, GradeChoice, Money } from '../components.tsx';
import { validatePaytm } from '../payoutValidators.ts';
import { withdrawalQuote } from '../quote.ts';
import { useWithdraw } from '../withdrawAction.tsx';

/** Paytm cash: the balance, the Paytm number it goes to, and the Paytm grades. */
export function PaytmIncome(_: ScreenProps) {
  useSignals();
  const money = useResource(() => api().call(getUserMoney, {}));
  const bank = useResource(() => api().call(getInBankAccount, {}));
  const grades = useResource(() => api().call(getRedMoneyGrade, {}));
  const [chosen, setChosen] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const acc = bank.data.value?.account ?? null;
  const list = grades.data.value;
  const grade = list?.grade_list.find((g) => g.grade_money === chosen);
  // As the other withdrawal's confirmation: the grade, the server's fee for it, what arrives.
  const quote = grade ? withdrawalQuote(grade, money.data.value?.money) : null;
  const currency = list?.currency ?? '';
  const w = useWithdraw({
    grade: chosen ?? 0,
    accountId: acc?.id ?? '',
    platform: 'paytm',
    resultPath: '/v/withdraw/withdraw-res',
  });
  return (
    <Page title={t('Paytm cash')}>
      <BalanceCard money={money} />
      <section className="h5-card">
        <h2 className="wd-h">{t('Paytm number')}</h2>
        <Async r={bank} height="1.6rem">
          {(b) =>
            b.account ? (
              <p className="wd-row" data-testid="paytm-account">
                <span>Paytm</span>
                <bdi>{b.account.account}</bdi>
              </p>
            ) : (
              <PaytmBind onBound={() => void bank.load().then(() => grades.load())} />
            )
          }
        </Async>
      </section>
      <section className="h5-card">
        <h2 className="wd-h">{t('Amount')}</h2>
        <GradeChoice grades={grades} chosen={chosen} onChoose={setChosen} />
      </section>
      <div className="wd-footer">
        {w.problem ? (
          <p className="wd-problem" role="alert" data-testid="withdraw-problem">
            {w.problem.text}
          </p>
        ) : null}
        <SendButton
          pending={w.pending}
          disabled={!acc || !quote}
          onClick={() => setAsking(true)}
          testId="withdraw-submit"
        >
          {w.problem?.retry ? t('Try again') : t('Withdraw to Paytm')}
        </SendButton>
        <ConfirmSheet
          open={asking && quote !== null}
          title={t('Withdraw to Paytm')}
          spend={quote ? <Money amount={quote.spend} currency={currency} testId="confirm-amount" /> : null}
          fee={quote ? <Money amount={quote.fee} currency={currency} testId="confirm-fee-amount" /> : null}
          receive={quote ? <Money amount={quote.arrives} currency={currency} /> : null}
          balanceAfter={
            quote?.balanceAfter !== undefined ? (
              <Money amount={quote.balanceAfter} currency={currency} testId="confirm-after" />
            ) : undefined
          }
          confirmLabel={t('Withdraw')}
          pending={w.pending}
          onConfirm={() => void w.submit().then(() => setAsking(false))}
          onCancel={() => setAsking(false)}
        />
        <nav className="wd-links">
          <Link to="record">{t('Withdrawal record')}</Link>
          <Link to="detail">{t('Account detail')}</Link>
          <Link to="intro">{t('About Paytm cash')}</Link>
        </nav>
      </div>
    </Page>
  );
}

function PaytmBind({ onBound }: { onBound: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [save, pending] = useSingleFlight(async () => {
    const v = validatePaytm(value);
    if (!v.ok) {
      setError(v.message);
      return;
    }
    setError(null);
    try {
      await api().call(modifyWithdrawAccount, { account: v.value, platform: 'paytm', from: 'paytm' });
      toast(t('Your withdrawal account is saved'));
      onBound();
    } catch (e) {
      toastError(e);
    }
  }, 'paytm_account_save');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextField
        id="paytm-number"
        label="Paytm mobile number"
        type="tel"
        inputMode="tel"
        ltr
        placeholder="98XXXXXXXX"
        value={value}
        onChange={setValue}
        error={error}
      />
      <button
        className="h5-button h5-button-block"
        type="submit"
        disabled={pending}
        data-testid="save-account"
      >
        {t('Save')}
      </button>
    </form>
  );
}
