import { Page, type ScreenProps, t } from '@h5/ui-kit';
import { useState } from 'react';
import { validateFawry, validateGcash, validateVodafoneCash } from '../payoutValidators.ts';
import { AccountForm, bindAndReturn } from './AccountForm.tsx';

// Mobile wallets: one number each, checked as the wallet's own network has it.

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
