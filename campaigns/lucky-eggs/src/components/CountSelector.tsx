import { HIT_COUNTS } from '@h5/core-api/contracts/luckyEgg';
import { formatNumber } from '@h5/i18n';
import { language, t, useSignals } from '@h5/ui-kit';
import type { LuckyEggPage } from '../store.ts';

/** Spec 2, 9: one hit or ten per tap, with what each costs. */
export function CountSelector({ page }: { page: LuckyEggPage }) {
  useSignals();
  const price = page.info.data.value?.price;
  const chosen = page.count.value;
  const busy = page.hitting.value !== null;
  return (
    <fieldset className="egg-counts" disabled={busy}>
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
              {cost === null ? '\u00a0' : t('{n} golds', { n: formatNumber(language.value, cost) })}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
