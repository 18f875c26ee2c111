// The super and normal turntables (spec 9: their ids per environment), each a wheel of the draw
// block: one intent per spin, asked in its confirm sheet, golds spent, the balance after.

import { Draw } from '@h5/blocks/draw';
import { appScreenLink, resolveHosts } from '@h5/core-api';
import { spinTurntable, type Turntable } from '@h5/core-api/contracts/annualCeremony';
import { Async, api, openAppScreen, type Resource, Tabs, t, useResource, useSignals } from '@h5/ui-kit';
import { useState } from 'react';
import { TURNTABLES_READ } from '../reads.ts';
import { turntableIds } from '../rules.ts';
import { HOME_TEXTS } from '../texts.ts';

type Kind = 'super' | 'normal';

export function Turntables({
  promotionId,
  golds,
  closed,
  onSpun,
}: {
  promotionId: string;
  golds: Resource<{ golds: number }>;
  closed: boolean;
  onSpun: () => void;
}) {
  useSignals();
  const r = useResource(() => api().call(TURNTABLES_READ.call, { promotion_id: promotionId }), [promotionId]);
  const [kind, setKind] = useState<Kind>('super');
  // The page's environment as the build and origin decide it (spec 9), the same one its hosts follow.
  const ids = turntableIds(resolveHosts(location.origin).env);
  return (
    <section className="h5-card ac-turntables" aria-labelledby="ac-turntables">
      <h2 id="ac-turntables">{t(HOME_TEXTS.turntables)}</h2>
      <Tabs
        tabs={[
          { key: 'super', label: t(HOME_TEXTS.super) },
          { key: 'normal', label: t(HOME_TEXTS.normal) },
        ]}
        active={kind}
        onChange={setKind}
        label={t(HOME_TEXTS.turntables)}
      />
      <Async r={r} height="18rem">
        {(d) => {
          const table = d.turntables.find((x: Turntable) => x.type === kind);
          if (!table) return null;
          const id = ids[kind];
          return (
            <div data-testid="turntable" data-kind={kind} data-id={id}>
              <Draw
                key={kind}
                kind="wheel"
                prizes={table.prizes}
                cost={table.cost}
                balance={golds.data.value?.golds ?? null}
                confirm
                intent={`annual-spin:${id}`}
                draw={async (idempotencyKey) => {
                  const res = await api().call(spinTurntable, { id, type: kind }, { idempotencyKey });
                  return [res.prize];
                }}
                onDrawn={() => {
                  void golds.load();
                  onSpun();
                }}
                recharge={() => openAppScreen(appScreenLink('recharge'))}
                disabled={closed}
                testId="spin"
              />
            </div>
          );
        }}
      </Async>
    </section>
  );
}
