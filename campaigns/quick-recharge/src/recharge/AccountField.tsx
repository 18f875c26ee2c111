// Spec 2 and 5: the account to recharge: its type and number, the lookup, the found account
// (masked on the privacy routes) and the recently used accounts. The found account shows the photo
// the lookup returns: the payer's best proof they are paying the right person (at a fixed size, so
// nothing shifts when it arrives); the privacy routes show none, as they mask the name.

import { isApiError } from '@h5/core-api';
import { lookupUser, type RechargeUser } from '@h5/core-api/contracts/rapid';
import { api, Picker, t, toast, toastError, useSignals, useSingleFlight } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useState } from 'react';
import { ACCOUNT_TYPES, accountInputError, DEFAULT_ACCOUNT_TYPE, MSG_WAIT_OR_REFRESH } from '../flows.ts';
import { maskName } from '../privacy.ts';
import { rememberAccount } from '../recentAccounts.ts';
import type { RechargeState } from './rechargeState.ts';

export function AccountField({ s }: { s: RechargeState }) {
  useSignals();
  const [accountType, setAccountType] = useState<number | null>(DEFAULT_ACCOUNT_TYPE);
  const [idInput, setIdInput] = useState('');
  const account = s.account.value;
  const recents = s.recents.value;

  const [lookup, lookingUp] = useSingleFlight(async () => {
    const err = accountInputError(s.flow, accountType, idInput);
    if (err) return toast(t(err));
    const token = s.cert.value?.token;
    if (!token) return toast(t(MSG_WAIT_OR_REFRESH));
    try {
      const found = await api().call(lookupUser, {
        category: accountType as number,
        id: idInput.trim(),
        token,
      });
      s.account.value = found;
      if (!s.privacy) s.recents.value = rememberAccount(found);
    } catch (e) {
      // A code from the lookup carries the server's own message (spec 5).
      if (isApiError(e) && e.code !== undefined) toast(e.message);
      else toastError(e);
    }
  }, 'account_lookup');

  const pickRecent = (a: RechargeUser) => {
    s.account.value = a;
    setAccountType(a.category);
    setIdInput(a.id);
    if (!s.privacy) s.recents.value = rememberAccount(a);
  };

  return (
    <section className="qr-card" aria-labelledby="qr-account-h">
      <h2 id="qr-account-h">{s.flow.name === 'vip' ? t('Purchasing account') : t('Recharge account')}</h2>
      <div className="qr-row qr-account-row">
        {/* The native select also offered "no type"; a picker offers only the types (the check
            for a missing type stays, flows.ts). */}
        <Picker
          label={t('Account type')}
          placeholder={t('Account type')}
          className="qr-select"
          value={accountType === null ? '' : String(accountType)}
          options={ACCOUNT_TYPES.map((a) => ({ value: String(a.category), label: t(a.label) }))}
          onChange={(v) => setAccountType(Number(v))}
          testId="account-type"
        />
        <input
          className="qr-input"
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          maxLength={32}
          aria-label={t('Account number')}
          placeholder={t('Account number')}
          value={idInput}
          onChange={(e) => setIdInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void lookup();
          }}
        />
        <button
          type="button"
          className="h5-button qr-check"
          onClick={() => void lookup()}
          disabled={lookingUp}
        >
          {t('Check')}
        </button>
      </div>
      <div className="qr-account-slot">
        {account ? (
          <div className="qr-account" data-testid="account">
            {s.privacy || !account.img ? (
              <span className="qr-avatar" aria-hidden="true" />
            ) : (
              <Img src={account.img} alt="" width={36} height={36} className="qr-avatar" eager />
            )}
            <div className="qr-account-text">
              <bdi className="qr-account-name" data-testid="account-name">
                {s.privacy ? maskName(account.name) : account.name}
              </bdi>
              <span className="qr-muted">{t('ID {id}', { id: account.sid })}</span>
            </div>
            {account.vip ? (
              <span className="qr-vip" data-testid="vip-badge">
                {t('VIP')}
              </span>
            ) : null}
          </div>
        ) : (
          <p className="qr-muted">{t('Check the account before paying.')}</p>
        )}
      </div>
      {recents.length ? (
        <div className="qr-recents">
          <span className="qr-muted">{t('Recent accounts')}</span>
          <ul data-testid="recents">
            {recents.map((a) => (
              <li key={a.uid}>
                <button
                  type="button"
                  className={`qr-chip${account?.uid === a.uid ? ' qr-chip-on' : ''}`}
                  onClick={() => pickRecent(a)}
                >
                  <bdi>{a.name}</bdi>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
