// N days in a row: claimed days marked, today's highlighted with its claim, days to come dimmed.
// The strip runs from the start edge, so a right-to-left page reads day 1 on the right.

import { formatNumber } from '@h5/i18n';
import { failureText, language, t, toast, useMoneyAction, useSignals } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useState } from 'react';
import { TASK_TEXTS, type TaskReward } from './TaskList.tsx';
import './styles.css';
import { CheckIcon } from '@h5/ui-kit/icon';

export const CHECK_IN_TEXTS = {
  day: 'Day {n}',
  checkIn: 'Check in',
  checkedIn: 'Checked in today',
  missed: 'Missed',
} as const;

export interface CheckInDay {
  reward?: TaskReward;
  claimed: boolean;
}

export type CheckInDayState = 'claimed' | 'today' | 'missed' | 'future';

/** A day's look: `today` is the 0-based index of the current day in `days`. */
export function checkInDayState(day: CheckInDay, index: number, today: number): CheckInDayState {
  if (day.claimed) return 'claimed';
  if (index === today) return 'today';
  return index < today ? 'missed' : 'future';
}

export interface CheckInStripProps<R = unknown> {
  days: CheckInDay[];
  /** The 0-based index of today in `days`. */
  today: number;
  /** Checks today in under the money intent's idempotency key. */
  checkIn: (idempotencyKey: string) => Promise<R>;
  /**
   * The toast once checked in, already translated, from the server's answer ("Checked in. 3 stars
   * added."); a campaign says what the check-in gave rather than the generic "Reward claimed".
   */
  doneText?: (result: R) => string;
  onCheckedIn?: () => void;
  /** Names the intent, e.g. the promotion and the date: `check-in:<scope>`. */
  scope: string | number;
  testId?: string;
}

export function CheckInStrip<R>({
  days,
  today,
  checkIn,
  doneText,
  onCheckedIn,
  scope,
  testId,
}: CheckInStripProps<R>) {
  useSignals();
  const lang = language.value;
  const [doneNow, setDoneNow] = useState(false);
  const [run, pending] = useMoneyAction(`check-in:${scope}`, (key) => checkIn(key));
  const shown = days.map((d, i) => (doneNow && i === today ? { ...d, claimed: true } : d));
  const todayClaimed = shown[today]?.claimed ?? true;
  const onCheckIn = async () => {
    const outcome = await run();
    if (!outcome) return;
    if (outcome.kind === 'done') {
      setDoneNow(true);
      toast(doneText ? doneText(outcome.result) : t(TASK_TEXTS.claimedToast));
      onCheckedIn?.();
    } else toast(failureText(outcome.message));
  };
  return (
    <section className="blk-checkin" data-testid={testId}>
      <ol className="blk-checkin-days">
        {shown.map((d, i) => {
          const state = checkInDayState(d, i, today);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the days are positions in a fixed row.
            <li key={i} className={`blk-day blk-day-${state}`} data-state={state} data-testid="check-in-day">
              <span className="blk-day-name">{t(CHECK_IN_TEXTS.day, { n: formatNumber(lang, i + 1) })}</span>
              <span className="blk-day-art">
                {d.reward ? (
                  <Img src={d.reward.icon} alt={d.reward.name ?? ''} width={32} height={32} />
                ) : null}
                {state === 'claimed' ? (
                  <span className="blk-day-mark" role="img" aria-label={t(TASK_TEXTS.claimed)}>
                    <CheckIcon />
                  </span>
                ) : null}
              </span>
              {d.reward ? (
                <span className="blk-day-amount" dir="ltr">
                  +{formatNumber(lang, d.reward.amount)}
                </span>
              ) : null}
              {state === 'missed' ? <span className="blk-day-missed">{t(CHECK_IN_TEXTS.missed)}</span> : null}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="h5-button blk-checkin-button"
        disabled={pending || todayClaimed}
        aria-busy={pending}
        onClick={onCheckIn}
        data-testid="check-in"
      >
        {todayClaimed ? t(CHECK_IN_TEXTS.checkedIn) : t(CHECK_IN_TEXTS.checkIn)}
      </button>
    </section>
  );
}
