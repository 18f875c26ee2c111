import {
  type BankProvider,
  type WithdrawAccount as BoundAccount,
  bindPaypalAccount,
  deleteProviderAccount,
  type FormField,
  getPaypalForm,
  getProviderAccounts,
  getUserWithdrawAccount,
  getWebUserWithdrawAccount,
  modifyWithdrawAccount,
  type PayoutPlatform,
} from '@h5/core-api/contracts/finance';
import {
  api,
  currentUser,
  navigate,
  Page,
  type ScreenProps,
  t,
  toast,
  toastError,
  useSignals,
  useSingleFlight,
} from '@h5/ui-kit';
import { useState } from 'react';
import { Link, Loaded, useResourceOnce } from '../components.tsx';
import {
  type Validation,
  validateBank,
  validateEgyptianAccount,
  validateFawry,
  validateGcash,
  validateHolderName,
  validateNuban,
  validatePaypalEmail,
  validateVodafoneCash,
} from '../payoutValidators.ts';

/** Where each method is bound. */
export const BIND_SCREENS: Record<PayoutPlatform, string> = {
  paypal: 'withdraw-paypal',
  gcash: 'withdraw-GCASH',
  vodafone_cash: 'withdraw-VodafoneCashAndFawry',
  fawry: 'withdraw-VodafoneCashAndFawry',
  eg_bank: 'withdraw-eg',
  ng_bank: 'withdraw-ngBalnk',
  paytm: '/v/withdraw-paytm/income',
};

export const ACCOUNT_SAVED = 'Your withdrawal account is saved';

/** The methods open to the user's country, each with its binding screen. */
export function WithdrawAccount(_: ScreenProps) {
  useSignals();
  const r = useResourceOnce(() => api().call(getUserWithdrawAccount, {}));
  return (
    <Page title={t('Withdrawal account')}>
      <Loaded r={r} height="4rem">
        {(d) => (
          <>
            <section className="h5-card">
              <h2 className="wd-h">{t('Current account')}</h2>
              <p className="wd-row" data-testid="current-account">
                {d.account ? (
                  <>
                    <span>{d.platform_list.find((p) => p.platform === d.account?.platform)?.name}</span>
                    <bdi>{d.account.account}</bdi>
                  </>
                ) : (
                  <span className="h5-muted">{t('Not bound yet')}</span>
                )}
              </p>
            </section>
            <section className="h5-card">
              <h2 className="wd-h">{t('Choose how you get paid')}</h2>
              <nav className="wd-menu">
                {d.platform_list.map((p) => (
                  <Link
                    key={p.platform}
                    to={BIND_SCREENS[p.platform]}
                    className="wd-row"
                    testId={`method-${p.platform}`}
                  >
                    <span>{p.name}</span>
                    <span className="h5-muted">
                      {t('Fee {rate}%', { rate: Math.round(p.fee_rate * 1000) / 10 })}
                    </span>
                  </Link>
                ))}
              </nav>
            </section>
          </>
        )}
      </Loaded>
    </Page>
  );
}

// ---- a form of validated fields ----

interface FieldSpec {
  name: string;
  label: string;
  type: 'email' | 'text' | 'tel' | 'select';
  validate: (v: string) => Validation;
  options?: Array<{ value: string; label: string }>;
  placeholder?: string;
}

function AccountForm({
  fields,
  submitLabel,
  onSubmit,
}: {
  fields: FieldSpec[];
  submitLabel: string;
  onSubmit: (values: Record<string, string>) => Promise<void>;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [run, pending] = useSingleFlight(async () => {
    const next: Record<string, string> = {};
    const clean: Record<string, string> = {};
    for (const f of fields) {
      const v = f.validate(values[f.name] ?? '');
      if (v.ok) clean[f.name] = v.value;
      else next[f.name] = v.message;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      await onSubmit(clean);
    } catch (e) {
      // The server's error_msg, as it sent it; what was typed stays in the form.
      toastError(e);
    }
  });
  return (
    <form
      className="h5-card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void run();
      }}
    >
      {fields.map((f) => {
        const id = `f-${f.name}`;
        const err = errors[f.name];
        return (
          <div className="h5-field" key={f.name}>
            <label htmlFor={id}>{t(f.label)}</label>
            {f.type === 'select' ? (
              <select
                id={id}
                name={f.name}
                value={values[f.name] ?? ''}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                aria-invalid={!!err}
              >
                <option value="">{t('Choose')}</option>
                {f.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                name={f.name}
                type={f.type}
                dir="auto"
                inputMode={f.type === 'tel' ? 'tel' : f.type === 'email' ? 'email' : undefined}
                autoComplete="off"
                placeholder={f.placeholder}
                value={values[f.name] ?? ''}
                onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
                aria-invalid={!!err}
                aria-describedby={err ? `${id}-err` : undefined}
              />
            )}
            {/* Reserved line, so an error appearing does not push the button down. */}
            <p className="h5-field-error wd-field-error" id={`${id}-err`} role={err ? 'alert' : undefined}>
              {err ? t(err) : ''}
            </p>
          </div>
        );
      })}
      <button
        className="h5-button h5-button-block"
        type="submit"
        disabled={pending}
        data-testid="save-account"
      >
        {pending ? t('Sending…') : t(submitLabel)}
      </button>
    </form>
  );
}

async function bindAndReturn(params: {
  platform: PayoutPlatform;
  account: string;
  account_name?: string;
  bank_code?: string;
}) {
  await api().call(modifyWithdrawAccount, { ...params, from: 'withdraw' });
  toast(t(ACCOUNT_SAVED));
  await navigate('withdraw', { replace: true });
}

const required =
  (message: string) =>
  (v: string): Validation =>
    v.trim() ? { ok: true, value: v.trim() } : { ok: false, message };

// ---- PayPal ----

export function PaypalAccounts(_: ScreenProps) {
  useSignals();
  const r = useResourceOnce(() => api().call(getWebUserWithdrawAccount, {}));
  return (
    <Page title={t('PayPal')}>
      <section className="h5-card">
        <Loaded r={r} height="2rem">
          {(d) => {
            const list = d.accounts.filter((a) => a.platform === 'paypal');
            return list.length ? (
              <ul className="h5-list">
                {list.map((a) => (
                  <li key={a.id} className="wd-row">
                    <bdi>{a.account}</bdi>
                    {a.account_name ? <bdi className="h5-muted">{a.account_name}</bdi> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="h5-muted">{t('No PayPal account yet')}</p>
            );
          }}
        </Loaded>
      </section>
      <div className="wd-footer">
        <Link to="withdraw-paypal-new" className="h5-button h5-button-block" testId="add-paypal">
          {t('Add PayPal account')}
        </Link>
      </div>
    </Page>
  );
}

/** The server's form config decides the fields; PayPal email and a name get their own checks. */
export function paypalFields(form: { custom_form: boolean; form_config: FormField[] }): FieldSpec[] {
  const config: FormField[] =
    form.custom_form && form.form_config.length
      ? form.form_config
      : [{ name: 'email', label: 'PayPal email', type: 'email', required: true }];
  return config.map((f) => ({
    name: f.name,
    label: f.label,
    type: f.type,
    validate:
      f.type === 'email'
        ? validatePaypalEmail
        : f.name === 'account_name'
          ? validateHolderName
          : f.required
            ? required('Please fill in this field')
            : (v: string) => ({ ok: true, value: v.trim() }),
  }));
}

export function PaypalNew(_: ScreenProps) {
  useSignals();
  const form = useResourceOnce(() => api().call(getPaypalForm, {}));
  return (
    <Page title={t('Add PayPal account')}>
      <Loaded r={form} height="4rem">
        {(f) => (
          <AccountForm
            fields={paypalFields(f)}
            submitLabel="Save"
            onSubmit={async (v) => {
              const emailField = f.form_config.find((x) => x.type === 'email')?.name ?? 'email';
              await api().call(bindPaypalAccount, {
                method: 'paypal',
                email: v[emailField] ?? '',
                ...(v.account_name ? { account_name: v.account_name } : {}),
              });
              toast(t(ACCOUNT_SAVED));
              await navigate('withdraw', { replace: true });
            }}
          />
        )}
      </Loaded>
    </Page>
  );
}

// ---- mobile wallets ----

export function GcashForm(_: ScreenProps) {
  return (
    <Page title={t('GCash')}>
      <AccountForm
        fields={[
          {
            name: 'account',
            label: 'GCash mobile number',
            type: 'tel',
            validate: validateGcash,
            placeholder: '09XXXXXXXXX',
          },
        ]}
        submitLabel="Save"
        onSubmit={(v) => bindAndReturn({ platform: 'gcash', account: v.account ?? '' })}
      />
    </Page>
  );
}

export function VodafoneFawryForm(_: ScreenProps) {
  const [platform, setPlatform] = useState<'vodafone_cash' | 'fawry'>('vodafone_cash');
  return (
    <Page title={t('Vodafone Cash and Fawry')}>
      <div className="h5-card wd-switch">
        {(['vodafone_cash', 'fawry'] as const).map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={platform === p}
            className={platform === p ? 'wd-grade wd-grade-on' : 'wd-grade'}
            onClick={() => setPlatform(p)}
          >
            {p === 'vodafone_cash' ? 'Vodafone Cash' : 'Fawry'}
          </button>
        ))}
      </div>
      <AccountForm
        key={platform}
        fields={[
          {
            name: 'account',
            label: platform === 'vodafone_cash' ? 'Vodafone Cash number' : 'Mobile number for Fawry',
            type: 'tel',
            validate: platform === 'vodafone_cash' ? validateVodafoneCash : validateFawry,
            placeholder: '01XXXXXXXXX',
          },
        ]}
        submitLabel="Save"
        onSubmit={(v) => bindAndReturn({ platform, account: v.account ?? '' })}
      />
    </Page>
  );
}

// ---- banks ----

function BankForm({
  provider,
  title,
  accountField,
}: {
  provider: BankProvider;
  title: string;
  accountField: FieldSpec;
}) {
  useSignals();
  const country = provider === 'eg_bank' ? 'EG' : 'NG';
  const r = useResourceOnce(() =>
    api().call(getProviderAccounts, {
      provider,
      method: 'bank',
      country: currentUser.value?.country || country,
    }),
  );
  const [removed, setRemoved] = useState<string[]>([]);
  const [remove, removing] = useSingleFlight(async (a: BoundAccount) => {
    try {
      await api().call(deleteProviderAccount, { provider, id: a.id });
      setRemoved((x) => [...x, a.id]);
    } catch (e) {
      toastError(e);
    }
  });
  return (
    <Page title={t(title)}>
      <Loaded r={r} height="5rem">
        {(d) => (
          <>
            {d.accounts.filter((a) => !removed.includes(a.id)).length ? (
              <section className="h5-card">
                <h2 className="wd-h">{t('Saved accounts')}</h2>
                <ul className="h5-list">
                  {d.accounts
                    .filter((a) => !removed.includes(a.id))
                    .map((a) => (
                      <li key={a.id} className="wd-row">
                        <span>
                          <bdi>{a.bank_name}</bdi> · <bdi>{a.account}</bdi>
                        </span>
                        <button
                          className="h5-button h5-button-secondary"
                          disabled={removing}
                          onClick={() => void remove(a)}
                        >
                          {t('Remove')}
                        </button>
                      </li>
                    ))}
                </ul>
              </section>
            ) : null}
            <AccountForm
              fields={[
                {
                  name: 'bank_code',
                  label: 'Bank',
                  type: 'select',
                  options: d.banks.map((b) => ({ value: b.code, label: b.name })),
                  validate: (v) => validateBank(v, d.banks),
                },
                {
                  name: 'account_name',
                  label: 'Account holder name',
                  type: 'text',
                  validate: validateHolderName,
                },
                accountField,
              ]}
              submitLabel="Save"
              onSubmit={(v) =>
                bindAndReturn({
                  platform: provider,
                  account: v.account ?? '',
                  account_name: v.account_name ?? '',
                  bank_code: v.bank_code ?? '',
                })
              }
            />
          </>
        )}
      </Loaded>
    </Page>
  );
}

export function EgBankForm(_: ScreenProps) {
  return (
    <BankForm
      provider="eg_bank"
      title="Bank transfer (Egypt)"
      accountField={{
        name: 'account',
        label: 'Account number or IBAN',
        type: 'text',
        validate: validateEgyptianAccount,
      }}
    />
  );
}

export function NgBankForm(_: ScreenProps) {
  return (
    <BankForm
      provider="ng_bank"
      title="Bank transfer (Nigeria)"
      accountField={{
        name: 'account',
        label: 'Account number (NUBAN)',
        type: 'tel',
        validate: validateNuban,
        placeholder: '0123456789',
      }}
    />
  );
}
