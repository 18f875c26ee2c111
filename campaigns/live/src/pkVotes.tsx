// Talent PK: this round's pairs, the round's countdown on the server's clock, and the user's
// votes: one tap on a host asks first (a vote spends one of the round's few), a double tap is one
// vote, and the counts shown are the server's answer. Visitors are invited to sign in.

import { ConfirmAction } from '@h5/blocks/confirm-sheet';
import { type LiveEvent, type PkPair, type PkRound, votePk } from '@h5/core-api/contracts/live';
import {
  api,
  Countdown,
  failureText,
  SignInPrompt,
  serverClock,
  t,
  toast,
  useMoneyAction,
  useSignedIn,
} from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { useState } from 'react';
import { OpenButton } from './boards.tsx';
import { EVENT_TEXTS, unitText } from './eventTexts.ts';
import { PK_TEXTS, voteIntent, voteRefusal } from './pk.ts';

type Side = 'left' | 'right';

/** A server name inside a sentence of the other direction keeps its own (first strong isolate). */
const isolate = (name: string) => `\u2068${name}\u2069`;
interface Choice {
  pair: PkPair;
  side: Side;
}

export function Pk({
  e,
  onChange,
  reload,
}: {
  e: LiveEvent;
  onChange: (next: LiveEvent) => void;
  reload: () => void;
}) {
  const signedIn = useSignedIn();
  const round = e.round;
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [run, pending] = useMoneyAction(
    (c: Choice) => voteIntent(round?.no ?? 0, c.pair.id, c.side),
    (idempotencyKey, c: Choice) =>
      api().call(votePk, { pair_id: c.pair.id, side: c.side }, { idempotencyKey }),
  );
  const refused = (r: PkRound) => {
    const why = voteRefusal(r, serverClock().now());
    if (why) toast(t(PK_TEXTS[why]));
    if (why === 'roundOver') reload();
    return why !== null;
  };
  const ask = (c: Choice) => {
    if (round && !refused(round)) setChosen(c);
  };
  const confirm = async () => {
    if (!chosen || !round) return;
    if (refused(round)) {
      setChosen(null);
      return;
    }
    const outcome = await run(chosen);
    if (!outcome) return;
    setChosen(null);
    if (outcome.kind === 'done') {
      const { pair, votes_left } = outcome.result;
      onChange({
        ...e,
        pairs: (e.pairs ?? []).map((p) => (p.id === pair.id ? pair : p)),
        round: { ...round, votes_left },
      });
      toast(t(PK_TEXTS.voted, { name: isolate(pair[chosen.side].name) }));
      return;
    }
    toast(failureText(outcome.message));
    reload();
  };

  const pairs = e.pairs ?? [];
  const canVote = round !== undefined && signedIn === true;
  return (
    <>
      {round ? (
        <div className="lv-round" data-testid="pk-round" data-round={round.no}>
          <p className="lv-round-head">
            <span>{t(PK_TEXTS.round, { n: round.no })}</span>{' '}
            <span>
              {t(PK_TEXTS.endsIn)}{' '}
              <span data-testid="pk-countdown">
                <Countdown targetMs={round.end_time * 1000} onEnd={reload} />
              </span>
            </span>
          </p>
          {signedIn === false ? (
            <SignInPrompt />
          ) : round.votes_left !== null ? (
            <p className="lv-votes" data-testid="votes-left">
              {t(PK_TEXTS.votesLeft, { n: round.votes_left })}
            </p>
          ) : null}
        </div>
      ) : null}
      {pairs.length === 0 ? (
        <p className="h5-state">{t(EVENT_TEXTS.notYet)}</p>
      ) : (
        <ul className="lv-pk" data-testid="pk-pairs">
          {pairs.map((p) => (
            <li key={p.id} className="lv-pk-pair" data-testid="pk-pair" data-pair={p.id}>
              <PkSide pair={p} side="left" unit={e.unit} canVote={canVote} onVote={ask} />
              <span className="lv-pk-vs">{t('VS')}</span>
              <PkSide pair={p} side="right" unit={e.unit} canVote={canVote} onVote={ask} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmAction
        open={chosen !== null}
        title={chosen ? t(PK_TEXTS.ask, { name: isolate(chosen.pair[chosen.side].name) }) : ''}
        confirmLabel={t(PK_TEXTS.vote)}
        pending={pending}
        onConfirm={() => void confirm()}
        onCancel={() => setChosen(null)}
        confirmTestId="vote-confirm"
      >
        {round && round.votes_left !== null ? (
          <p>{t(PK_TEXTS.cost, { n: Math.max(0, round.votes_left - 1) })}</p>
        ) : null}
        <p>{t(PK_TEXTS.final)}</p>
      </ConfirmAction>
    </>
  );
}

function PkSide({
  pair,
  side,
  unit,
  canVote,
  onVote,
}: {
  pair: PkPair;
  side: Side;
  unit: string;
  canVote: boolean;
  onVote: (c: Choice) => void;
}) {
  const row = pair[side];
  const other = side === 'left' ? pair.right : pair.left;
  const lead = side === 'left' ? row.score >= other.score : row.score > other.score;
  return (
    <span className={lead ? 'lv-pk-side lv-pk-lead' : 'lv-pk-side'} data-testid={`pk-${side}`}>
      <Avatar src={row.avatar} size={48} />
      <UserName name={row.name} />
      <span className="lv-pk-score" data-testid="pk-score" data-score={row.score}>
        {t(unitText(unit), { n: row.score })}
      </span>
      <span className="lv-pk-actions">
        {canVote ? (
          <button
            type="button"
            className="h5-button lv-small"
            onClick={() => onVote({ pair, side })}
            data-testid="vote"
          >
            {t(PK_TEXTS.vote)}
          </button>
        ) : null}
        <OpenButton row={row} />
      </span>
    </span>
  );
}
