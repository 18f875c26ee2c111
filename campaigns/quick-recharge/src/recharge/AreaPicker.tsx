// Spec 2 and 3: the area picker and the reward rate, from the operator's settings for the area
// (and the account once known). The server names the area it answers for by its index in the list.

import type { AreaInfo } from '@h5/core-api/contracts/rapid';
import { Async, api, Picker, type Resource, t, useResource, useSignals } from '@h5/ui-kit';
import { OP_SET_READS } from '../reads.ts';
import { chooseArea, type RechargeState } from './rechargeState.ts';
import { useReloadOnAccount } from './reloadOnAccount.ts';

/** The operator's settings for the chosen area, read again when the account becomes known. */
export function useAreaInfo(s: RechargeState): Resource<AreaInfo> {
  useSignals();
  const area = s.area.value;
  const r = useResource(
    () =>
      api().call(OP_SET_READS[s.flow.name].call, { uid: s.account.value?.uid, opid: s.param, country: area }),
    [s, area],
  );
  useReloadOnAccount(r, s.account.value?.uid);
  return r;
}

/** The area the answer is for: the list entry at `country_idx`, else its `country`. */
export function answeredArea(info: AreaInfo): string {
  return info.countries[info.country_idx]?.country ?? info.country;
}

/** The picker; `info` is null until the certificate is known (the row shows, disabled). */
export function AreaPicker({ s, info }: { s: RechargeState; info: Resource<AreaInfo> | null }) {
  useSignals();
  const area = s.area.value;
  const waiting = <AreaRow area={area} countries={[{ country: area, display: area }]} rate={null} />;
  return (
    <section className="qr-card" aria-labelledby="qr-area-h">
      <h2 id="qr-area-h">{t('Area')}</h2>
      {info === null ? (
        waiting
      ) : (
        <Async r={info} compact placeholder={waiting}>
          {(d) => (
            <AreaRow
              area={answeredArea(d)}
              countries={d.countries}
              rate={d.userPercent}
              onPick={(a) => chooseArea(s, a)}
            />
          )}
        </Async>
      )}
    </section>
  );
}

function AreaRow({
  area,
  countries,
  rate,
  onPick,
}: {
  area: string;
  countries: AreaInfo['countries'];
  rate: number | null;
  onPick?: (area: string) => void;
}) {
  return (
    <div className="qr-row qr-area">
      <Picker
        label={t('Area')}
        labelledBy="qr-area-h"
        className="qr-select qr-grow"
        value={area}
        disabled={!onPick}
        // Until the areas load, the choice is the area's code, which has no translation.
        options={countries.map((c) => ({ value: c.country, label: onPick ? t(c.display) : c.display }))}
        onChange={(a) => onPick?.(a)}
        testId="area"
      />
      <span className="qr-reward" data-testid="reward-rate">
        {rate === null ? '\u00a0' : t('Reward rate {rate}%', { rate })}
      </span>
    </div>
  );
}
