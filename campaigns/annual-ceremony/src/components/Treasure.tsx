// Today's treasure (every star sent adds golds; the day's top star sender snatches it at the end
// of the day) and the user's treasure boxes, each opened by the stars the user has sent.

import { Async, api, Countdown, GOLDS, t, useResource } from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { Img } from '@h5/ui-kit/image';
import { TREASURE_BOXES_READ, TREASURE_INFO_READ } from '../reads.ts';
import { STARS, TREASURE_TEXTS } from '../texts.ts';

export function Treasure({ promotionId, version }: { promotionId: string; version: number }) {
  const info = useResource(
    () => api().call(TREASURE_INFO_READ.call, { promotion_id: promotionId }),
    [promotionId, version],
    {
      keepOnError: true,
    },
  );
  const boxes = useResource(
    () => api().call(TREASURE_BOXES_READ.call, { promotion_id: promotionId }),
    [promotionId, version],
    {
      keepOnError: true,
    },
  );
  return (
    <section className="h5-card ac-treasure" aria-labelledby="ac-treasure">
      <h2 id="ac-treasure">{t(TREASURE_TEXTS.title)}</h2>
      <Async r={info} height="5rem">
        {(d) => (
          <div className="ac-pool" data-testid="treasure">
            <p className="ac-pool-golds" data-testid="treasure-pool" data-n={d.pool}>
              {t(GOLDS, { n: d.pool })}
            </p>
            <p className="h5-muted">{t(TREASURE_TEXTS.perStar, { golds: t(GOLDS, { n: d.per_star }) })}</p>
            {d.leader ? (
              <p className="ac-leader">
                <Avatar src={d.leader.avatar} size={32} />
                <span>
                  {t(TREASURE_TEXTS.leader)} <UserName name={d.leader.name} /> ·{' '}
                  {t(STARS, { n: d.leader.stars })}
                </span>
              </p>
            ) : null}
            <p className="h5-muted">
              {t(TREASURE_TEXTS.endsIn)}{' '}
              <Countdown targetMs={d.ends_at * 1000} onEnd={() => void info.load()} />
            </p>
          </div>
        )}
      </Async>
      <Async r={boxes} height="6rem">
        {(d) => (
          <>
            <p>{t(TREASURE_TEXTS.sent, { n: d.sent })}</p>
            <ul className="ac-boxes" data-testid="boxes">
              {d.boxes.map((b) => (
                <li key={b.need} className="ac-box" data-testid="box" data-opened={b.opened}>
                  <Img src={b.prize.icon} alt="" width={40} height={40} />
                  <bdi>{b.prize.name}</bdi>
                  <span className="h5-muted">
                    {t(b.opened ? TREASURE_TEXTS.opened : TREASURE_TEXTS.need, { n: b.need })}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Async>
    </section>
  );
}
