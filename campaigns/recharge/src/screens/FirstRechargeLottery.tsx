// Spec 2 /v/first-recharge-lottery: the one gift a first recharge draws (the draw block, one
// intent per draw); before the first recharge, the way to it; after the draw, what it drew.

import { Draw, type DrawPrize } from '@h5/blocks/draw';
import {
  drawFirstRechargeLottery,
  type FirstRecharge,
  type Gift,
  getFirstRecharge,
} from '@h5/core-api/contracts/recharge';
import { isolate } from '@h5/i18n';
import { Async, api, Link, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { GiftList } from '../components/GiftList.tsx';
import { FIRST_TEXTS, TITLES } from '../texts.ts';

/** A prize of the wheel: the same gift in two amounts is two segments. */
const asPrize = (g: Gift): DrawPrize => ({
  id: `${g.id}-${g.amount}`,
  name: `${g.name} ×${g.amount}`,
  icon: g.icon,
});

export function FirstRechargeLottery(_: ScreenProps) {
  const r = useResource(() => api().call(getFirstRecharge, {}), []);
  return (
    <Page title={t(TITLES.firstLottery)} className="rc-page">
      <Async r={r} height="9rem">
        {(f) => <Lottery f={f} reload={() => void r.load()} />}
      </Async>
    </Page>
  );
}

function Lottery({ f, reload }: { f: FirstRecharge; reload: () => void }) {
  const drawn = f.lottery.drawn;
  return (
    <>
      <Draw
        kind="wheel"
        prizes={f.lottery.prizes.map(asPrize)}
        cost={0}
        intent="first-recharge-lottery"
        disabled={!f.lottery.can_draw}
        draw={async (key) => {
          const { prize } = await api().call(drawFirstRechargeLottery, {}, { idempotencyKey: key });
          return [asPrize(prize)];
        }}
        onDrawn={reload}
        texts={{ wheel: FIRST_TEXTS.draw, resultTitle: FIRST_TEXTS.lottery }}
        testId="lottery"
      />
      <section className="h5-card" data-testid="lottery-state">
        {drawn ? (
          <>
            <h2 className="rc-h">{t(FIRST_TEXTS.drawn, { gift: isolate(drawn.name) })}</h2>
            <GiftList gifts={[drawn]} />
          </>
        ) : f.recharged ? (
          <p className="rc-h">{t(FIRST_TEXTS.lottery)}</p>
        ) : (
          <>
            <p className="rc-note">{t(FIRST_TEXTS.lotteryFirst)}</p>
            <div className="h5-link-buttons">
              <Link to="/v/first-recharge" className="h5-button">
                {t(FIRST_TEXTS.rechargeNow)}
              </Link>
            </div>
          </>
        )}
      </section>
    </>
  );
}
