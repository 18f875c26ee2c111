// How the task center works: the guide popup, once.

import { type GuidePop, getGuidePop } from '@h5/core-api/contracts/invite';
import { api, currentUser, Dialog, t, useResource, useSignals } from '@h5/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { guideSeen, markGuideSeen, shouldShowGuide } from '../guide.ts';
import { MISSION_TEXTS } from '../missionTexts.ts';

export function MissionGuide() {
  useSignals();
  const uid = currentUser.value?.uid;
  const pop = useResource(() => api().call(getGuidePop, {}));
  const [closed, setClosed] = useState(false);
  const g: GuidePop | undefined = pop.data.value;
  // Read once per user and answer: marking it seen below must not close it while it shows.
  const seen = useMemo(() => (g ? guideSeen(uid) : true), [g, uid]);
  const open = !closed && g !== undefined && shouldShowGuide(g.show, seen);
  useEffect(() => {
    // Shown once: closing it, or seeing it at all, marks it seen on this phone.
    if (open) markGuideSeen(uid);
  }, [open, uid]);
  if (!g) return null;
  return (
    <Dialog
      open={open}
      title={g.title}
      onClose={() => setClosed(true)}
      actions={
        <button
          type="button"
          className="h5-button h5-button-block"
          onClick={() => setClosed(true)}
          data-testid="guide-ok"
        >
          {t(MISSION_TEXTS.gotIt)}
        </button>
      }
    >
      <ol className="inv-guide" data-testid="guide">
        {g.steps.map((s) => (
          <li key={s}>
            <bdi>{s}</bdi>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
