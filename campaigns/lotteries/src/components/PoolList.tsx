import { formatChance } from '@h5/blocks/prize-grid';
import type { LotteryPrize } from '@h5/core-api/contracts/lotteries';
import { language, t, useSignals } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { showsLeft } from '../rules.ts';

const POOL_TEXTS = {
  chance: '{chance} chance',
  left: '{n, plural, one {# left} other {# left}}',
  out: 'Out of stock',
} as const;

/** Each prize of the pool with its chance now and what is left of it. */
export function PoolList({ pool }: { pool: LotteryPrize[] }) {
  useSignals();
  const lang = language.value;
  return (
    <ul className="lot-pool-list" data-testid="pool">
      {pool.map((p) => (
        <li
          key={p.id}
          className={p.stock > 0 ? 'lot-prize' : 'lot-prize lot-prize-out'}
          data-testid="pool-prize"
        >
          <Img className="lot-prize-icon" src={p.icon} alt="" width={48} height={48} />
          <bdi className="lot-prize-name">{p.name}</bdi>
          {p.stock > 0 ? (
            <>
              <span className="lot-prize-chance">
                {t(POOL_TEXTS.chance, { chance: formatChance(lang, p.chance) })}
              </span>
              {showsLeft(p.stock) ? (
                <span className="lot-prize-left">{t(POOL_TEXTS.left, { n: p.stock })}</span>
              ) : null}
            </>
          ) : (
            <span className="lot-prize-chance lot-prize-gone">{t(POOL_TEXTS.out)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
