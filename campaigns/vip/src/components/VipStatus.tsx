// Spec 6: the VIP flag, on every VIP page. A VIP sees their level and until when; an ended VIP
// when it ended; anyone else that they are not a VIP yet; a visitor is invited to sign in.

import type { VipCard } from '@h5/core-api/contracts/vip';
import {
  Async,
  LineSkeleton,
  language,
  type Resource,
  requestLogin,
  t,
  useSignals,
  useSignedIn,
} from '@h5/ui-kit';
import { CrownIcon } from '@h5/ui-kit/icon';
import { day, isolated } from '../format.ts';
import { useServerNow } from '../useVip.ts';
import { LOG_IN_FOR_VIP, NOT_VIP, VIP_ENDED, VIP_UNTIL, vipStatus } from '../vipState.ts';

export function VipStatus({ card }: { card: Resource<VipCard> }) {
  const now = useServerNow();
  const signedIn = useSignedIn();
  return (
    <section className="vip-status h5-card" data-testid="vip-status">
      {signedIn === false ? (
        // A visitor: one line in the flag's place and one way forward (the app's login, or this
        // page in the app), the same height as the flag, so nothing below moves.
        <p className="vip-status-line vip-status-visitor">
          <CrownIcon className="vip-crown vip-crown-off" size={20} fill="currentColor" />
          <span>{t(LOG_IN_FOR_VIP)}</span>
          <button
            type="button"
            className="h5-button vip-status-login"
            data-testid="vip-log-in"
            onClick={async () => {
              if (await requestLogin()) void card.load();
            }}
          >
            {t('Log in')}
          </button>
        </p>
      ) : (
        <Async r={card} placeholder={<LineSkeleton />}>
          {(c) => (now === null ? <LineSkeleton /> : <StatusLine card={c} now={now} />)}
        </Async>
      )}
    </section>
  );
}

function StatusLine({ card, now }: { card: VipCard; now: number }) {
  useSignals();
  const status = vipStatus(card, now);
  const date = day(language.value, card.expire_time);
  return (
    <p className="vip-status-line" data-status={status}>
      <CrownIcon
        className={status === 'active' ? 'vip-crown' : 'vip-crown vip-crown-off'}
        size={20}
        fill="currentColor"
      />
      {status === 'active' ? (
        <span data-testid="vip-flag">{t(VIP_UNTIL, { level: isolated(card.level_name), date })}</span>
      ) : status === 'ended' ? (
        <span>{t(VIP_ENDED, { date })}</span>
      ) : (
        <span>{t(NOT_VIP)}</span>
      )}
    </p>
  );
}
