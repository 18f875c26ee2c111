import {
  bindPaypalAccount,
  type FormField,
  getPaypalForm,
  getWebUserWithdrawAccount,
} from '@h5/core-api/contracts/finance';
import { Async, api, Link, Page, type ScreenProps, t, useResource, useSignals } from '@h5/ui-kit';
import { validatePaypalEmail, validatePaypalName } from '../payoutValidators.ts';
import { AccountForm, accountSaved, type FieldSpec, required } from './AccountForm.tsx';

/** The PayPal accounts already bound, and the way to add one. */
export function PaypalAccounts(_: ScreenProps) {
  useSignals();
  const r = useResource(() => api().call(getWebUserWithdrawAccount, {}));
  return (
    <Page title={t('PayPal')}>
      <section className="h5-card">
        <Async r={r} height="2rem">
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
        </Async>
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
          ? validatePaypalName
          : f.required
            ? required('Please fill in this field')
            : (v: string) => ({ ok: true, value: v.trim() }),
  }));
}

export function PaypalNew(_: ScreenProps) {
  useSignals();
  const form = useResource(() => api().call(getPaypalForm, {}));
  return (
    <Page title={t('Add PayPal account')}>
      <Async r={form} height="4rem">
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
              await accountSaved();
            }}
          />
        )}
      </Async>
    </Page>
  );
}
