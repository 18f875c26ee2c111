import {
  type BankProvider,
  type WithdrawAccount as BoundAccount,
  deleteProviderAccount,
  getProviderAccounts,
} from '@h5/core-api/contracts/finance';
import {
  Async,
  api,
  currentUser,
  Page,
  type ScreenProps,
  t,
  toastError,
  useResource,
  useSignals,
  useSingleFlight,
} from '@h5/ui-kit';
import { useState } from 'react';
import {
  validateBank,
  validateEgyptianAccount,
  validateHolderName,
  validateNuban,
} from '../payoutValidators.ts';
import { AccountForm, bindAndReturn, type FieldSpec } from './AccountForm.tsx';

/** A country's bank transfer: the saved accounts, and a form of bank, holder and account number. */
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
  const r = useResource(() =>
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
  }, 'account_remove');
  return (
    <Page title={t(title)}>
      <Async r={r} height="5rem">
        {(d) => {
          const saved = d.accounts.filter((a) => !removed.includes(a.id));
          return (
            <>
              {saved.length ? (
                <section className="h5-card">
                  <h2 className="wd-h">{t('Saved accounts')}</h2>
                  <ul className="h5-list">
                    {saved.map((a) => (
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
          );
        }}
      </Async>
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
