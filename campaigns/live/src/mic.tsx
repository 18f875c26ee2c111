// The KTV mic tools: reserving a half-hour slot at a room's mic (one at a time, after a
// confirmation), and claiming the day's free mic card. Visitors are invited to sign in.

import { ConfirmAction } from '@h5/blocks/confirm-sheet';
import { claimMicCard, getMicCard, getMicSlots, type MicSlot, reserveMic } from '@h5/core-api/contracts/live';
import { formatDate, formatDateRange } from '@h5/i18n';
import {
  Async,
  api,
  language,
  SendButton,
  SignInPrompt,
  t,
  toast,
  toastError,
  useResource,
  useSignals,
  useSignedIn,
  useSingleFlight,
} from '@h5/ui-kit';
import { useState } from 'react';

const MIC_TEXTS = {
  slots: 'Reserve a mic slot',
  reserve: 'Reserve',
  taken: 'Taken',
  yours: 'Yours',
  ask: 'Reserve the {time} slot in {room}?',
  askMore: 'A slot you reserved before is given up for this one.',
  reserved: 'Reserved: your turn at the mic starts at {time}.',
  cards: '{n, plural, one {You have # mic card} other {You have # mic cards}}',
  claim: 'Claim today’s mic card',
  claimed: 'Today’s mic card is yours. Come back tomorrow for another.',
  claimedToday: 'Today’s card is claimed. Come back tomorrow.',
  cardTitle: 'Mic cards',
  cardAbout: 'A mic card lets you jump the queue for a song in any KTV room.',
} as const;

/** A slot's time range in the page's language ("20:00 – 20:30"). */
export function slotTime(lang: string, start: number, end: number): string {
  const opts = { hour: '2-digit', minute: '2-digit' } as const;
  // A range that crosses midnight would be written with both dates in full, wider than the
  // screen: the slot is half an hour, its two times say enough.
  if (new Date(start).toDateString() !== new Date(end).toDateString())
    return `${formatDate(lang, start, opts)} – ${formatDate(lang, end, opts)}`;
  return formatDateRange(lang, start, end, opts);
}

function SignedInOnly({ children }: { children: () => React.ReactNode }) {
  const signedIn = useSignedIn();
  if (signedIn === null) return null;
  return signedIn ? children() : <SignInPrompt />;
}

export function MicReserve() {
  return (
    <section className="h5-card" data-testid="mic-slots">
      <h2>{t(MIC_TEXTS.slots)}</h2>
      <SignedInOnly>{() => <Slots />}</SignedInOnly>
    </section>
  );
}

function Slots() {
  useSignals();
  const lang = language.value;
  const slots = useResource(() => api().call(getMicSlots, {}), []);
  const [chosen, setChosen] = useState<MicSlot | null>(null);
  const hasOne = slots.data.value?.slots.some((s) => s.mine) ?? false;
  const [send, pending] = useSingleFlight(async (slot: MicSlot) => {
    try {
      await api().call(reserveMic, { slot_id: slot.id });
      toast(t(MIC_TEXTS.reserved, { time: slotTime(lang, slot.start, slot.end) }));
    } catch (e) {
      toastError(e);
    }
    setChosen(null);
    void slots.load();
  });
  return (
    <>
      <Async r={slots} height="10rem">
        {({ slots: list }) => (
          <ul className="lv-slots">
            {list.map((s) => (
              <li
                key={s.id}
                className="lv-slot"
                data-testid="mic-slot"
                data-state={s.mine ? 'mine' : s.taken ? 'taken' : 'open'}
              >
                <span className="lv-slot-time">{slotTime(lang, s.start, s.end)}</span>
                <bdi className="lv-slot-room">{s.room}</bdi>
                {s.mine ? (
                  <span className="lv-slot-tag lv-slot-mine">{t(MIC_TEXTS.yours)}</span>
                ) : s.taken ? (
                  <span className="lv-slot-tag">{t(MIC_TEXTS.taken)}</span>
                ) : (
                  <button
                    type="button"
                    className="h5-button lv-small"
                    onClick={() => setChosen(s)}
                    data-testid="reserve"
                  >
                    {t(MIC_TEXTS.reserve)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Async>
      <ConfirmAction
        open={chosen !== null}
        title={
          chosen
            ? t(MIC_TEXTS.ask, { time: slotTime(lang, chosen.start, chosen.end), room: chosen.room })
            : ''
        }
        confirmLabel={t(MIC_TEXTS.reserve)}
        pending={pending}
        onConfirm={() => chosen && void send(chosen)}
        onCancel={() => setChosen(null)}
        confirmTestId="reserve-confirm"
      >
        {hasOne ? <p>{t(MIC_TEXTS.askMore)}</p> : null}
      </ConfirmAction>
    </>
  );
}

export function MicCard() {
  return (
    <section className="h5-card" data-testid="mic-card">
      <h2>{t(MIC_TEXTS.cardTitle)}</h2>
      <p className="h5-muted">{t(MIC_TEXTS.cardAbout)}</p>
      <SignedInOnly>{() => <Cards />}</SignedInOnly>
    </section>
  );
}

function Cards() {
  const card = useResource(() => api().call(getMicCard, {}), []);
  const [claim, pending] = useSingleFlight(async () => {
    try {
      card.data.value = await api().call(claimMicCard, {});
      toast(t(MIC_TEXTS.claimed));
    } catch (e) {
      toastError(e);
      void card.load();
    }
  });
  return (
    <Async r={card} height="4rem">
      {(c) => (
        <>
          <p className="lv-tickets" data-testid="card-count">
            {t(MIC_TEXTS.cards, { n: c.cards })}
          </p>
          {c.can_claim ? (
            <SendButton pending={pending} onClick={() => void claim()} testId="claim-card">
              {t(MIC_TEXTS.claim)}
            </SendButton>
          ) : (
            <p className="h5-muted" data-testid="claimed-today">
              {t(MIC_TEXTS.claimedToday)}
            </p>
          )}
        </>
      )}
    </Async>
  );
}
