// Today's check-in in its week: a money action, sent once.

import { CheckInStrip } from '@h5/blocks/task-list';
import { checkInAward, getCheckInProgress } from '@h5/core-api/contracts/invite';
import { Async, api, t, useResource } from '@h5/ui-kit';
import { MISSION_TEXTS } from '../missionTexts.ts';

export function MissionCheckIn({ onDone }: { onDone: () => void }) {
  const progress = useResource(() => api().call(getCheckInProgress, {}));
  return (
    <section className="h5-card">
      <h2 className="inv-h">{t(MISSION_TEXTS.checkIn)}</h2>
      <Async r={progress} height="5rem">
        {(p) => (
          <>
            <p className="h5-muted" data-testid="streak">
              {t(MISSION_TEXTS.streak, { n: p.streak })}
            </p>
            <CheckInStrip
              days={p.days}
              today={p.today}
              scope={p.date}
              testId="check-in-strip"
              checkIn={(key) => api().call(checkInAward, {}, { idempotencyKey: key })}
              onCheckedIn={() => {
                onDone();
                void progress.load();
              }}
            />
          </>
        )}
      </Async>
    </section>
  );
}
