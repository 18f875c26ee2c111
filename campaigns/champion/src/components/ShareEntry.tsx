// Sharing an entry: the link opens the entry's share page. Sharing one's own entry earns the
// champion wheel's entry spin (once), said under the button with the way to the wheel.

import { share } from '@h5/blocks/share';
import { type Entry, SPIN_TYPES } from '@h5/core-api/contracts/champion';
import type { Promotion } from '@h5/core-api/contracts/general';
import { LinkButtons, type Resource, t, useSignals, useSingleFlight, withVisitQuery } from '@h5/ui-kit';
import { useState } from 'react';
import { PATHS } from '../routes.ts';
import { sharedPage, shareForSpin } from '../shareSpin.ts';
import { SPIN_GRANTED } from '../spins.ts';

const VOTE_FOR = 'Vote for {name} in the contest';

export function ShareEntry({
  promotionId,
  promotion,
  entry,
  myUid,
  label = 'Share',
  primary = false,
}: {
  promotionId: string;
  promotion: Resource<Promotion>;
  entry: Entry;
  myUid: number | null;
  label?: string;
  primary?: boolean;
}) {
  useSignals();
  const [granted, setGranted] = useState(false);
  const [send, sending] = useSingleFlight(async () => {
    const p = promotion.data.value;
    if (!p) return;
    const url = new URL(withVisitQuery(PATHS.share, { entry_id: entry.id }), location.href).href;
    const fields = sharedPage(p, url, t(VOTE_FOR, { name: entry.user.stage_name }));
    // Only sharing one's own entry earns the entry spin; any other share just goes out.
    if (myUid === null || entry.user.uid !== myUid) return share(fields, url);
    const r = await shareForSpin(promotionId, fields, SPIN_TYPES.entry, url);
    if (r?.granted) setGranted(true);
  }, 'contest_share');
  return (
    <>
      <button
        type="button"
        className={primary ? 'h5-button' : 'h5-button h5-button-secondary'}
        disabled={sending || !promotion.data.value}
        onClick={() => void send()}
        data-testid="share-entry"
      >
        {t(label)}
      </button>
      {granted ? (
        <div className="ch-note" data-testid="spin-granted">
          <p>{t(SPIN_GRANTED)}</p>
          <LinkButtons links={[{ to: PATHS.champion, label: 'Champion spin' }]} />
        </div>
      ) : null}
    </>
  );
}
