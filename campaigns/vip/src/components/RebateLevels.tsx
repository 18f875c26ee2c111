// The recharge rebate of each VIP level, as the server's VIP store states it (never the page's
// own figures): "VIP 1 2%", "VIP 2 5%"…
import { Async, api, LineSkeleton, t, useResource } from '@h5/ui-kit';
import { isolated } from '../format.ts';
import { STORE_READ } from '../reads.ts';

export const REBATE_LEVEL = '{level}: {percent}%';

export function RebateLevels() {
  const r = useResource(() => api().call(STORE_READ.call, {}), []);
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
