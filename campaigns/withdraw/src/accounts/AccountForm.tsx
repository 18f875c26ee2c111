import { modifyWithdrawAccount, type PayoutPlatform } from '@h5/core-api/contracts/finance';
import { api, navigate, Picker, SendButton, t, toast, toastError, useSingleFlight } from '@h5/ui-kit';
import { useState } from 'react';
import type { Validation } from '../payoutValidators.ts';

const ACCOUNT_SAVED = 'Your withdrawal account is saved';

/** One field of an account form: its label (a message key) and the check run before sending. */
export interface FieldSpec {
  name: string;
  label: string;
  type: 'email' | 'text' | 'tel' | 'select';
  validate: (v: string) => Validation;
  options?: Array<{ value: string; label: string }>;
  placeholder?: string;
}

/** The form every payout method binds with: each field checked before anything is sent. */
export function AccountForm({
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
  }, 'account_bind');
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
            <label htmlFor={id} id={`${id}-label`}>
              {t(f.label)}
            </label>
            {f.type === 'select' ? (
              <Picker
                id={id}
                label={t(f.label)}
                labelledBy={`${id}-label`}
                value={values[f.name] ?? ''}
                options={f.options ?? []}
                placeholder={t('Choose')}
                onChange={(v) => setValues({ ...values, [f.name]: v })}
                invalid={!!err}
                describedBy={err ? `${id}-err` : undefined}
                // Bank names, as the bank writes them.
                noTranslate
                testId={`field-${f.name}`}
              />
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
      <SendButton type="submit" pending={pending} testId="save-account">
        {t(submitLabel)}
      </SendButton>
    </form>
  );
}

/** Saved: say so and go back to the withdrawal, which now pays to this account. */
export async function accountSaved() {
  toast(t(ACCOUNT_SAVED));
  await navigate('withdraw', { replace: true });
}

export async function bindAndReturn(params: {
  platform: PayoutPlatform;
  account: string;
  account_name?: string;
  bank_code?: string;
}) {
  await api().call(modifyWithdrawAccount, { ...params, from: 'withdraw' });
  await accountSaved();
}

export const required =
  (message: string) =>
  (v: string): Validation =>
    v.trim() ? { ok: true, value: v.trim() } : { ok: false, message };
