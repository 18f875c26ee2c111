// The recharge rebate of the user's VIP level this month (spec 7 chargerebate/summary); for a
// user who is not a VIP, each level's rebate as the server's VIP store states it.
import { getChargeRebateSummary } from '@h5/core-api/contracts/vip';
import { Async, api, LineSkeleton, t, useResource } from '@h5/ui-kit';
import { RebateLevels } from './RebateLevels.tsx';

const REBATE_LINE =
  'Recharge rebate {percent}%: this month you recharged {recharged, plural, one {# coin} other {# coins}} and got {rebate, plural, one {# coin} other {# coins}} back.';
const NO_REBATE = 'VIPs get coins back on every recharge, by level:';

export function Rebate() {
  const r = useResource(() => api().call(getChargeRebateSummary, {}), []);
  return (
    <section className="vip-rebate h5-card" data-testid="rebate">
      <Async r={r} placeholder={<LineSkeleton />} compact>
        {(s) =>
          s.rebate_percent > 0 ? (
            <p>{t(REBATE_LINE, { percent: s.rebate_percent, recharged: s.recharged, rebate: s.rebate })}</p>
          ) : (
            <>
              <p>{t(NO_REBATE)}</p>
              <RebateLevels />
            </>
          )
        }
      </Async>
    </section>
  );
}
