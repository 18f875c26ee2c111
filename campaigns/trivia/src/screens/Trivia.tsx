// /v/trivia: a round of questions, each revealed by the server when it is shown (its time starts
// then, on the server's clock, so reading a result never eats the next question's time), answered
// before its deadline and checked by the server; the score; then a share that grants one lottery draw a day (spec 7's
// share config and lottery, config 3).

import { share } from '@h5/blocks/share';
import {
  answerQuestion,
  getShareConfig,
  getShareLottery,
  revealQuestion,
  startRound,
  TRIVIA_CONFIG_ID,
  type TriviaAnswer,
  type TriviaQuestion,
  type TriviaRound,
} from '@h5/core-api/contracts/trivia';
import {
  Async,
  api,
  Countdown,
  Dialog,
  failureText,
  Page,
  serverClock,
  t,
  toast,
  toastError,
  useMoneyAction,
  useResource,
  useSignals,
  useSingleFlight,
} from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useState } from 'react';
import { QUIZ_READ } from '../reads.ts';
import { TITLE } from '../routes.ts';
import { verdict } from '../score.ts';

export const TRIVIA_TEXTS = {
  /** The quiz's figures are the server's (`trivia.quiz`): a season may change them. */
  intro:
    'Answer {count, plural, one {# music question} other {# music questions}}, {seconds, plural, one {# second} other {# seconds}} each. Then share to win a prize draw.',
  start: 'Start',
  question: 'Question {n} of {total}',
  right: 'Right!',
  wrong: 'Not this one.',
  late: 'Time is up.',
  next: 'Next question',
  finish: 'See my score',
  score: 'You scored {score} points',
  shareDraw: 'Share and draw a prize',
  drawAgain: 'See my prize',
  noDraw: 'You have used today’s draw. Come back tomorrow!',
  won: 'You won',
  again: 'Play again',
  ok: 'OK',
} as const;

type Result = (TriviaAnswer & { option: number | null }) | { timedOut: true };

export function Trivia() {
  const [round, setRound] = useState<TriviaRound | null>(null);
  /** The question shown, as the server revealed it: its clock started then. */
  const [question, setQuestion] = useState<TriviaQuestion | null>(null);
  /** Its place in the round, from 0. */
  const [index, setIndex] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [right, setRight] = useState(0);
  const [score, setScore] = useState(0);
  const [done, setDone] = useState(false);
  /** Asks the server for question `n` of the round; its time starts now, on the server's clock. */
  const reveal = async (r: TriviaRound, n: number) => {
    setQuestion(await api().call(revealQuestion, { round_id: r.round_id, index: n }));
    setIndex(n - 1);
    setResult(null);
  };
  const [begin, starting] = useSingleFlight(async () => {
    try {
      const r = await api().call(startRound, {});
      // The round shows with its first question, or not at all (the start stays to try again).
      await reveal(r, 1);
      setRound(r);
      setRight(0);
      setScore(0);
      setDone(false);
    } catch (e) {
      toastError(e);
    }
  }, 'trivia_start');
  const [answer, answering] = useSingleFlight(async (option: number) => {
    if (!round || !question || result) return;
    try {
      const a = await api().call(answerQuestion, {
        round_id: round.round_id,
        question_id: question.id,
        option_id: option,
      });
      setResult({ ...a, option });
      setScore(a.score);
      if (a.correct) setRight((n) => n + 1);
    } catch (e) {
      toastError(e);
    }
  }, 'trivia_answer');
  const [next, revealing] = useSingleFlight(async () => {
    if (!round) return;
    if (index + 1 >= round.count) return setDone(true);
    try {
      await reveal(round, index + 2);
    } catch (e) {
      toastError(e);
    }
  }, 'trivia_next');

  return (
    <Page title={t(TITLE)} className="trv-page">
      <section className="trv-hero">
        <h1>{t(TITLE)}</h1>
      </section>
      {!round ? <Intro /> : null}
      {!round ? (
        <button
          type="button"
          className="h5-button trv-main"
          disabled={starting}
          onClick={() => void begin()}
          data-testid="start"
        >
          {t(TRIVIA_TEXTS.start)}
        </button>
      ) : done ? (
        <Score right={right} total={round.count} score={score} onAgain={() => void begin()} />
      ) : question ? (
        <section className="h5-card trv-question" data-testid="question">
          <p className="trv-count">
            {t(TRIVIA_TEXTS.question, { n: index + 1, total: round.count })}
            {result ? null : (
              <span className="trv-timer" data-testid="timer">
                <Countdown
                  key={question.id}
                  targetMs={question.deadline}
                  now={() => serverClock().now()}
                  onEnd={() => setResult((r) => r ?? { timedOut: true })}
                />
              </span>
            )}
          </p>
          <h2>
            <bdi>{question.text}</bdi>
          </h2>
          <ul className="trv-options">
            {question.options.map((o) => {
              const mark =
                result && 'correct_option' in result
                  ? o.id === result.correct_option
                    ? 'right'
                    : o.id === result.option
                      ? 'wrong'
                      : ''
                  : '';
              return (
                <li key={o.id}>
                  <button
                    type="button"
                    className={`trv-option ${mark ? `trv-${mark}` : ''}`}
                    disabled={answering || result !== null}
                    onClick={() => void answer(o.id)}
                    data-testid="option"
                    data-mark={mark}
                  >
                    <bdi>{o.text}</bdi>
                  </button>
                </li>
              );
            })}
          </ul>
          {result ? (
            <div className="trv-result" role="status" data-testid="result">
              <p>
                {'timedOut' in result || result.late
                  ? t(TRIVIA_TEXTS.late)
                  : result.correct
                    ? t(TRIVIA_TEXTS.right)
                    : t(TRIVIA_TEXTS.wrong)}
              </p>
              <button
                type="button"
                className="h5-button"
                disabled={revealing}
                onClick={() => void next()}
                data-testid="next"
              >
                {index + 1 >= round.count ? t(TRIVIA_TEXTS.finish) : t(TRIVIA_TEXTS.next)}
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
    </Page>
  );
}

function Score({
  right,
  total,
  score,
  onAgain,
}: {
  right: number;
  total: number;
  score: number;
  onAgain: () => void;
}) {
  useSignals();
  const config = useResource(() => api().call(getShareConfig, { config_id: TRIVIA_CONFIG_ID }), []);
  const [prize, setPrize] = useState<{ name: string; icon: string } | null>(null);
  // The draw is a money call: one key for today's draw, kept while its outcome is unknown, so the
  // retry gets the prize the server stored instead of the refusal of a second draw.
  const [unknown, setUnknown] = useState(false);
  const [run, drawing] = useMoneyAction('trivia-share-draw', (idempotencyKey) =>
    api().call(getShareLottery, { config_id: TRIVIA_CONFIG_ID }, { idempotencyKey }),
  );
  const draw = async () => {
    const c = config.data.value;
    if (!c) return;
    // The share was made when the draw's answer was lost: the retry only asks for the outcome.
    if (!unknown)
      await share({
        title: c.share_title,
        share_title: c.share_title,
        share_desc: c.share_desc,
        share_cover: '',
        share_link: c.share_link,
        slogan: c.share_desc,
        is_share_copy: false,
      });
    const o = await run();
    if (!o) return;
    setUnknown(o.kind === 'unknown');
    if (o.kind === 'done') {
      setPrize(o.result.prize);
      config.set({ ...c, draws_left: o.result.draws_left });
      return;
    }
    toast(failureText(o.message));
  };
  return (
    <section className="h5-card trv-score" data-testid="score">
      <p className="trv-points">{t(TRIVIA_TEXTS.score, { score })}</p>
      <p>{t(verdict(right, total))}</p>
      <Async r={config} height="1rem">
        {(c) =>
          c.draws_left > 0 ? (
            <button
              type="button"
              className="h5-button trv-main"
              disabled={drawing}
              onClick={() => void draw()}
              data-testid="share-draw"
            >
              {t(unknown ? TRIVIA_TEXTS.drawAgain : TRIVIA_TEXTS.shareDraw)}
            </button>
          ) : (
            <p className="h5-muted" data-testid="no-draw">
              {t(TRIVIA_TEXTS.noDraw)}
            </p>
          )
        }
      </Async>
      <button
        type="button"
        className="h5-button h5-button-secondary trv-main"
        onClick={onAgain}
        data-testid="again"
      >
        {t(TRIVIA_TEXTS.again)}
      </button>
      <Dialog
        open={prize !== null}
        title={t(TRIVIA_TEXTS.won)}
        onClose={() => setPrize(null)}
        actions={
          <button type="button" className="h5-button" onClick={() => setPrize(null)}>
            {t(TRIVIA_TEXTS.ok)}
          </button>
        }
      >
        {prize ? (
          <p className="trv-prize" data-testid="prize">
            <Img src={prize.icon} alt="" width={56} height={56} />
            <bdi>{prize.name}</bdi>
          </p>
        ) : null}
      </Dialog>
    </section>
  );
}

/**
 * What a round is, as the server runs the quiz now: on a card of its own under the hero, so its
 * loading and failed states are drawn in the kit's colours, not on the hero's blue.
 */
function Intro() {
  const quiz = useResource(() => api().call(QUIZ_READ.call, {}), []);
  return (
    <section className="h5-card trv-intro">
      <Async r={quiz} height="0.84rem" compact>
        {(q) => <p data-testid="intro">{t(TRIVIA_TEXTS.intro, { count: q.count, seconds: q.seconds })}</p>}
      </Async>
    </section>
  );
}
