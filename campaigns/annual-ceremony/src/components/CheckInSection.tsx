// Daily check-in: the ceremony week's seven days; checking in today adds stars (once a day,
// one intent: a double tap checks in once).

import { CheckInStrip } from '@h5/blocks/task-list';
import { doCheckIn } from '@h5/core-api/contracts/annualCeremony';
import { Async, api, t, useResource } from '@h5/ui-kit';
import { checkedInStars } from '../checkIn.ts';
import { CHECK_IN_READ } from '../reads.ts';
import { HOME_TEXTS } from '../texts.ts';

export function CheckInSection({
  promotionId,
  starIcon,
  onStars,
}: {
  promotionId: string;
  starIcon: string;
  onStars: (n: number) => void;
}) {
  const r = useResource(() => api().call(CHECK_IN_READ.call, { promotion_id: promotionId }), [promotionId], {
    keepOnError: true,
  });
  return (
    <section className="h5-card ac-checkin" aria-labelledby="ac-checkin">
      <h2 id="ac-checkin">{t(HOME_TEXTS.checkIn)}</h2>
      <Async r={r} height="3.23rem">
        {(d) => (
          <CheckInStrip
            days={d.days.map((x) => ({ claimed: x.checked, reward: { icon: starIcon, amount: x.stars } }))}
            today={Math.max(0, d.today - 1)}
            scope={`annual:${promotionId}:${d.today}`}
            checkIn={async (idempotencyKey) => {
              const res = await api().call(doCheckIn, { promotion_id: promotionId }, { idempotencyKey });
              onStars(res.star);
              return res;
            }}
            doneText={(res) => t(HOME_TEXTS.checkedIn, { n: checkedInStars(res) })}
            onCheckedIn={() => void r.load()}
            testId="check-in"
          />
        )}
      </Async>
    </section>
  );
}
