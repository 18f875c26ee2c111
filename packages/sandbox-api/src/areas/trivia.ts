// Trivia (campaigns/trivia): rounds of questions with deadlines on the sandbox clock, answers
// checked once each, the score, and the share's daily draw.

import {
  answerQuestion,
  getQuiz,
  getShareConfig,
  getShareLottery,
  revealQuestion,
  startRound,
  TRIVIA_CONFIG_ID,
} from '@h5/core-api/contracts/trivia';
import { defineArea, fail, HOST_PREFIX, int, on, str } from '../area.ts';
import { artRoute, type GlyphName, glyphArt } from '../kit/art.ts';
import { weightedPick } from '../kit/draw.ts';
import { type Localized, localized } from '../kit/localized.ts';
import type { LuckyEggState } from './luckyEgg.ts';

const l = (en: string, ar: string) => localized({ en, ar });

/** Seconds to answer each question, as seeded (the state's `seconds`, which tests may change). */
export const SECONDS_PER_QUESTION = 15;
export const POINTS = 10;
const DAY_MS = 86_400_000;

export const NO_SUCH_ROUND = {
  code: 404,
  msg: l('This round has ended. Start a new one.', 'انتهت هذه الجولة. ابدأ جولة جديدة.'),
};
export const ANSWERED = {
  code: 4402,
  msg: l('You have already answered this question.', 'لقد أجبت عن هذا السؤال بالفعل.'),
};
export const NO_DRAWS = {
  code: 4404,
  msg: l('You have used today’s draw. Come back tomorrow!', 'لقد استخدمت سحب اليوم. عُد غدًا!'),
};
export const NOT_YET = {
  code: 4403,
  msg: l('Answer this question first.', 'أجب عن هذا السؤال أولاً.'),
};
const BAD_CONFIG = { code: 400, msg: l('Unknown share.', 'مشاركة غير معروفة.') };

interface Q {
  text: Localized;
  options: Localized[];
  answer: number;
}
const q = (en: string, ar: string, opts: Array<[string, string]>, answer: number): Q => ({
  text: l(en, ar),
  options: opts.map(([e, a]) => l(e, a)),
  answer,
});

const QUESTIONS: readonly Q[] = [
  q(
    'How many strings does a standard guitar have?',
    'كم وترًا في الغيتار العادي؟',
    [
      ['Four', 'أربعة'],
      ['Six', 'ستة'],
      ['Eight', 'ثمانية'],
    ],
    2,
  ),
  q(
    'Which note comes after Do in solfège?',
    'أي نغمة تأتي بعد دو في السلم الموسيقي؟',
    [
      ['Re', 'ري'],
      ['Mi', 'مي'],
      ['Sol', 'صول'],
    ],
    1,
  ),
  q(
    'A duet is sung by how many singers?',
    'كم مغنيًا يؤدي الدويتو؟',
    [
      ['One', 'واحد'],
      ['Two', 'اثنان'],
      ['Three', 'ثلاثة'],
    ],
    2,
  ),
  q(
    'Which instrument has black and white keys?',
    'أي آلة لها مفاتيح بيضاء وسوداء؟',
    [
      ['Piano', 'البيانو'],
      ['Violin', 'الكمان'],
      ['Drum', 'الطبل'],
    ],
    1,
  ),
  q(
    'What does a metronome keep?',
    'ماذا يضبط المترونوم؟',
    [
      ['The key', 'المقام'],
      ['The tempo', 'الإيقاع'],
      ['The volume', 'الصوت'],
    ],
    2,
  ),
];

/** The share draw's prizes; golds go to the user's one wallet (the one GET /user/golds reads). */
const PRIZES: Array<{
  id: number;
  name: ReturnType<typeof l>;
  weight: number;
  golds: number;
  glyph: GlyphName;
}> = [
  { id: 1, name: l('20 Golds', '20 ذهب'), weight: 60, golds: 20, glyph: 'coin' },
  { id: 2, name: l('Music note sticker', 'ملصق نوتة موسيقية'), weight: 30, golds: 0, glyph: 'note' },
  { id: 3, name: l('100 Golds', '100 ذهب'), weight: 10, golds: 100, glyph: 'coin' },
];

interface Round {
  uid: number;
  answered: Set<number>;
  /** Question id -> its deadline (ms, sandbox clock), fixed when the question was first revealed. */
  deadlines: Map<number, number>;
  score: number;
}

export interface TriviaState {
  rounds: Map<string, Round>;
  /** `<uid>:<day>` -> draws used. */
  draws: Map<string, number>;
  next: number;
  /** Seconds each question gives: the one figure both the quiz and its rounds answer. */
  seconds: number;
}

const quizOf = (state: TriviaState) => ({ count: QUESTIONS.length, seconds: state.seconds, points: POINTS });

const dayOf = (ms: number) => Math.floor(ms / DAY_MS);

export const triviaArea = defineArea<TriviaState>({
  name: 'trivia',
  seed: () => ({ rounds: new Map(), draws: new Map(), next: 1, seconds: SECONDS_PER_QUESTION }),
  handlers: [
    on(getQuiz, ({ state }) => quizOf(state)),
    on(startRound, ({ state, requireUser }) => {
      const user = requireUser();
      const round_id = `t${state.next++}`;
      state.rounds.set(round_id, { uid: user.uid, answered: new Set(), deadlines: new Map(), score: 0 });
      return { round_id, ...quizOf(state) };
    }),
    on(revealQuestion, ({ state, requireUser, clock }, p) => {
      const user = requireUser();
      const round = state.rounds.get(str(p.round_id) ?? '');
      const qid = int(p.index) ?? 0;
      const question = QUESTIONS[qid - 1];
      if (!round || round.uid !== user.uid || !question) return fail(NO_SUCH_ROUND.code, NO_SUCH_ROUND.msg);
      // The clock of a question starts when it is first shown; the next one waits for this one.
      const before = round.deadlines.get(qid - 1);
      if (qid > 1 && !round.answered.has(qid - 1) && (before === undefined || clock.now() <= before))
        fail(NOT_YET.code, NOT_YET.msg);
      let deadline = round.deadlines.get(qid);
      if (deadline === undefined) {
        deadline = clock.now() + state.seconds * 1000;
        round.deadlines.set(qid, deadline);
      }
      return {
        id: qid,
        text: question.text,
        options: question.options.map((text, j) => ({ id: j + 1, text })),
        deadline,
      };
    }),
    on(answerQuestion, ({ state, requireUser, clock }, p) => {
      const user = requireUser();
      const round = state.rounds.get(str(p.round_id) ?? '');
      const qid = int(p.question_id) ?? 0;
      const question = QUESTIONS[qid - 1];
      const deadline = round?.deadlines.get(qid);
      if (!round || round.uid !== user.uid || !question || deadline === undefined)
        return fail(NO_SUCH_ROUND.code, NO_SUCH_ROUND.msg);
      if (round.answered.has(qid)) fail(ANSWERED.code, ANSWERED.msg);
      round.answered.add(qid);
      // The server judges: after the question's own deadline, an answer is late.
      const late = clock.now() > deadline;
      const correct = !late && int(p.option_id) === question.answer;
      if (correct) round.score += POINTS;
      return { correct, late, correct_option: question.answer, score: round.score };
    }),
    on(getShareConfig, ({ state, requireUser, clock }, p) => {
      const user = requireUser();
      if (int(p.config_id) !== TRIVIA_CONFIG_ID) return fail(BAD_CONFIG.code, BAD_CONFIG.msg);
      return {
        share_title: l('Music trivia', 'مسابقة الموسيقى'),
        share_desc: l(
          'How well do you know music? Play and win prizes!',
          'ما مدى معرفتك بالموسيقى؟ العب واربح الجوائز!',
        ),
        share_link: '/v/trivia',
        draws_left: 1 - (state.draws.get(`${user.uid}:${dayOf(clock.now())}`) ?? 0),
      };
    }),
    on(getShareLottery, ({ state, requireUser, clock, rng, stateOf }, p) => {
      const user = requireUser();
      if (int(p.config_id) !== TRIVIA_CONFIG_ID) return fail(BAD_CONFIG.code, BAD_CONFIG.msg);
      const key = `${user.uid}:${dayOf(clock.now())}`;
      if ((state.draws.get(key) ?? 0) >= 1) return fail(NO_DRAWS.code, NO_DRAWS.msg);
      state.draws.set(key, 1);
      const prize = weightedPick(rng, PRIZES, (x) => x.weight);
      const wallet = stateOf<LuckyEggState>('luckyEgg')?.golds;
      if (prize.golds && wallet) wallet.set(user.uid, (wallet.get(user.uid) ?? 0) + prize.golds);
      return {
        prize: { id: prize.id, name: prize.name, icon: `${HOST_PREFIX.static}/trivia/prize-${prize.id}.svg` },
        draws_left: 0,
      };
    }),
  ],
  raw: [
    artRoute(`${HOST_PREFIX.static}/trivia/{file}`, (file) => {
      const prize = PRIZES.find((x) => file === `prize-${x.id}.svg`);
      return prize ? glyphArt(prize.glyph, '#f2b230') : null;
    }),
  ],
});
