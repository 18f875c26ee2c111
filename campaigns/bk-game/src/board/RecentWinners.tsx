import { WinnersFeed } from '@h5/blocks/winners-feed';
import { api, GOLDS, t, useResource } from '@h5/ui-kit';
import { WINNERS_READ } from '../reads.ts';

/** How many of the latest winners the board lists. */
const RECENT_WINNERS = 6;

/** The game's latest winners, names masked, amounts with their unit. */
export function RecentWinners({ promo }: { promo: string }) {
  const res = useResource(() => api().call(WINNERS_READ.call, { promo }), [promo]);
  return (
    <WinnersFeed
      r={res}
      entries={(d) =>
        d.list.slice(0, RECENT_WINNERS).map((w) => ({
          key: `${w.code}-${w.uid}`,
          name: w.stage_name,
          prize: t(GOLDS, { n: w.win }),
        }))
      }
      title="Recent winners"
      empty="No winners yet."
    />
  );
}
