import { HIT_COUNTS } from '@h5/core-api/contracts/luckyEgg';
import { GOLDS, t, useSignals } from '@h5/ui-kit';
import type { LuckyEggPage } from '../store.ts';

/** Spec 2, 9: one hit or ten per tap, with what each costs. */
export function CountSelector({ page, closed }: { page: LuckyEggPage; closed: boolean }) {
  useSignals();
  const price = page.info.data.value?.price;
  const chosen = page.count.value;
  const busy = page.hitting.value !== null;
  return (
    // A closed campaign's counts look and act closed, like its eggs.
    <fieldset className={closed ? 'egg-counts egg-counts-closed' : 'egg-counts'} disabled={busy || closed}>
      <legend className="egg-visually-hidden">{t('Hits per tap')}</legend>
      {HIT_COUNTS.map((n) => {
        const cost = price ? (n === 1 ? price.one : price.ten) : null;
        return (
          <label key={n} className={chosen === n ? 'egg-count egg-count-on' : 'egg-count'}>
            <input
              type="radio"
              name="egg-count"
              className="egg-visually-hidden"
              checked={chosen === n}
              onChange={() => {
                page.count.value = n;
              }}
            />
            <span className="egg-count-n">{n === 1 ? t('Hit once') : t('Hit 10 times')}</span>
            <span className="egg-count-cost" aria-hidden={cost === null}>
              {cost === null ? '\u00a0' : t(GOLDS, { n: cost })}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
