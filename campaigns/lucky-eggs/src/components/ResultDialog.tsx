import type { LuckyEggPrize } from '@h5/core-api/contracts/luckyEgg';
import { Dialog, t, useSignals } from '@h5/ui-kit';
import { useCallback } from 'react';
import type { LuckyEggPage } from '../store.ts';
import { PrizeIcon } from './PrizeIcon.tsx';

/** The same prize won several times in ten hits shows once, with how many. */
function grouped(prizes: LuckyEggPrize[]): Array<{ prize: LuckyEggPrize; times: number }> {
  const byId = new Map<number, { prize: LuckyEggPrize; times: number }>();
  for (const p of prizes) {
    const g = byId.get(p.id);
    if (g) g.times += 1;
    else byId.set(p.id, { prize: p, times: 1 });
  }
  return [...byId.values()];
}

export function ResultDialog({ page }: { page: LuckyEggPage }) {
  useSignals();
  const result = page.result.value;
  const close = useCallback(() => {
    page.result.value = null;
  }, [page]);
  return (
    <Dialog
      open={result !== null}
      onClose={close}
      title={t('Congratulations!')}
      actions={
        <button className="h5-button" onClick={close}>
          {t('OK')}
        </button>
      }
    >
      <p className="egg-result-lead">{result?.count === 10 ? t('Your ten hits won:') : t('Your hit won:')}</p>
      <ul className="egg-prize-grid" data-testid="won-prizes">
        {result
          ? grouped(result.prizes).map(({ prize, times }) => (
              <li key={prize.id} className="egg-prize">
                <PrizeIcon prize={prize} size={48} />
                <bdi className="egg-prize-name">{prize.name}</bdi>
                {times > 1 ? (
                  <span className="egg-prize-times" dir="ltr">
                    ×{times}
                  </span>
                ) : null}
              </li>
            ))
          : null}
      </ul>
    </Dialog>
  );
}
