// The recharge rebate of each VIP level, as the server's VIP store states it (never the page's
// own figures): "VIP 1 2%", "VIP 2 5%"…
import type { VipStore } from '@h5/core-api/contracts/vip';
import { Async, api, LineSkeleton, type Resource, t, useResource } from '@h5/ui-kit';
import { isolated } from '../format.ts';
import { STORE_READ } from '../reads.ts';

const REBATE_LEVEL = '{level}: {percent}%';

/** The VIP store's read: levels with their rebates, privileges and the programme's rules. */
export function useVipStore(): Resource<VipStore> {
  return useResource(() => api().call(STORE_READ.call, {}), []);
}

export function RebateLevels() {
  return <RebateList r={useVipStore()} />;
}

/** The levels' rebates of a VIP store read the page has made. */
export function RebateList({ r }: { r: Resource<VipStore> }) {
  return (
    <Async r={r} placeholder={<LineSkeleton />} compact>
      {({ levels }) => (
        <ul className="vip-rebate-levels" data-testid="rebate-levels">
          {levels.map((l) => (
            <li key={l.level}>{t(REBATE_LEVEL, { level: isolated(l.name), percent: l.rebate_percent })}</li>
          ))}
        </ul>
      )}
    </Async>
  );
}
