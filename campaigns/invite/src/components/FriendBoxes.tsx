// The boxes that open as friends join: each open a money action, sent once.

import { type MissionBox, openMissionBox } from '@h5/core-api/contracts/invite';
import { api, failureText, language, t, toast, useMoneyAction, useSignals } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useState } from 'react';
import { MISSION_TEXTS, rewardText } from '../missionTexts.ts';

export function FriendBox({
  box,
  invited,
  currency,
  onDone,
}: {
  box: MissionBox;
  invited: number;
  currency: string;
  onDone: () => void;
}) {
  useSignals();
  const lang = language.value;
  const [openedNow, setOpenedNow] = useState(false);
  const [run, pending] = useMoneyAction(`invite-box:${box.id}`, (key) =>
    api().call(openMissionBox, { box_id: box.id }, { idempotencyKey: key }),
  );
  const opened = box.opened || openedNow;
  const ready = !opened && invited >= box.need;
  const open = async () => {
    const o = await run();
    if (!o) return;
    if (o.kind === 'done') {
      setOpenedNow(true);
      toast(t(MISSION_TEXTS.gotReward, { reward: rewardText(o.result.reward, currency, lang) }));
      onDone();
    } else toast(failureText(o.message));
  };
  return (
    <li
      className={opened ? 'inv-box inv-box-opened' : 'inv-box'}
      data-testid="box"
      data-state={opened ? 'opened' : ready ? 'ready' : 'locked'}
    >
      <Img src={box.reward.icon} alt="" width={40} height={40} />
      <span className="inv-box-need">{t(MISSION_TEXTS.boxNeed, { n: box.need })}</span>
      <span className="inv-box-reward">{rewardText(box.reward, currency, lang)}</span>
      <progress className="blk-progress" max={box.need} value={Math.min(invited, box.need)} />
      {opened ? (
        <span className="inv-box-state">{t(MISSION_TEXTS.opened)}</span>
      ) : (
        <button
          type="button"
          className="h5-button inv-box-button"
          disabled={!ready || pending}
          aria-busy={pending}
          onClick={() => void open()}
          data-testid="box-open"
        >
          {t(MISSION_TEXTS.open)}
        </button>
      )}
    </li>
  );
}
