// The friends who joined this week, each with a reward to receive (a money action, sent once).

import { getMissionInviteds, type PullNewInvited, receivePullNew } from '@h5/core-api/contracts/invite';
import { formatDate } from '@h5/i18n';
import {
  Async,
  api,
  failureText,
  language,
  t,
  toast,
  useMoneyAction,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { useState } from 'react';
import { PersonRow } from '../components/PersonRow.tsx';
import { MISSION_TEXTS, rewardText } from '../missionTexts.ts';

export function Newcomers({ onDone, currency }: { onDone: () => void; currency: string }) {
  const list = useResource(() => api().call(getMissionInviteds, {}));
  return (
    <section className="h5-card">
      <h2 className="inv-h">{t(MISSION_TEXTS.newcomers)}</h2>
      <Async
        r={list}
        height="6rem"
        isEmpty={(d) => d.list.length === 0}
        empty={t(MISSION_TEXTS.newcomersEmpty)}
      >
        {(d) => (
          <ul className="inv-plain-list" data-testid="newcomers">
            {d.list.map((p) => (
              <li key={p.uid}>
                <Newcomer p={p} onDone={onDone} currency={currency} />
              </li>
            ))}
          </ul>
        )}
      </Async>
    </section>
  );
}

function Newcomer({ p, onDone, currency }: { p: PullNewInvited; onDone: () => void; currency: string }) {
  useSignals();
  const lang = language.value;
  const [now, setNow] = useState(false);
  const [run, pending] = useMoneyAction(`invite-pullnew:${p.uid}`, (key) =>
    api().call(receivePullNew, { uid: p.uid }, { idempotencyKey: key }),
  );
  const received = p.received || now;
  const receive = async () => {
    const o = await run();
    if (!o) return;
    if (o.kind === 'done') {
      setNow(true);
      toast(t(MISSION_TEXTS.gotReward, { reward: rewardText(o.result.reward, currency, lang) }));
      onDone();
    } else toast(failureText(o.message));
  };
  return (
    <PersonRow
      person={p}
      detail={formatDate(lang, p.joined_at, { dateStyle: 'medium' })}
      testId="newcomer"
      end={
        received ? (
          <span className="inv-box-state">{t(MISSION_TEXTS.received)}</span>
        ) : (
          <button
            type="button"
            className="h5-button"
            disabled={pending}
            aria-busy={pending}
            onClick={() => void receive()}
            data-testid="receive"
          >
            {t(MISSION_TEXTS.receive)}
          </button>
        )
      }
    />
  );
}
