// The valentine card (campaigns/valentine): each signed-in user's recordings, cards saved (new, or
// the owner's own edited), and any card read by anyone with its id.

import {
  getCard,
  getMyRecordings,
  isTemplateType,
  messageError,
  type Recording,
  saveCard,
} from '@h5/core-api/contracts/valentine';
import { defineArea, fail, HOST_PREFIX, int, on, str } from '../area.ts';
import { artRoute, clipWav, coverArt } from '../kit/art.ts';
import { avatarUrl } from '../kit/avatars.ts';
import { localized } from '../kit/localized.ts';
import { SIGNED_IN_USERS } from '../users.ts';

const l = (en: string, ar: string) => localized({ en, ar });
const NO_SUCH_CARD = { code: 404, msg: l('This card does not exist.', 'هذه البطاقة غير موجودة.') };
export const BAD_CARD = {
  code: 400,
  msg: l(
    'Choose a template, one of your recordings and write a message.',
    'اختر قالبًا وأحد تسجيلاتك واكتب رسالة.',
  ),
};
export const NOT_YOURS = {
  code: 403,
  msg: l('Only its sender can change this card.', 'لا يمكن تعديل هذه البطاقة إلا لمرسلها.'),
};

const SONGS: Array<[string, string]> = [
  ['Perfect', 'Ed Sheeran'],
  ['Tum Hi Ho', 'Arijit Singh'],
  ['Enta Omri', 'Umm Kulthum'],
  ['Kesariya', 'Arijit Singh'],
];

function recordingsOf(uid: number): Recording[] {
  // The last test users have not recorded anything yet.
  if (uid >= 1007) return [];
  return SONGS.slice(0, 3).map(([title, artist], i) => ({
    id: `r${uid}-${i + 1}`,
    cover_image: `${HOST_PREFIX.static}/valentine/cover-r${uid}-${i + 1}.svg`,
    media_url: `${HOST_PREFIX.static}/valentine/clip-r${uid}-${i + 1}.wav`,
    recording_desc: ['For you ❤', 'My favourite song', 'Sang this at sunset'][i]!,
    media_type: i === 1 ? 'video' : 'audio',
    song: { title, artist },
  }));
}

interface Card {
  card_id: string;
  uid: number;
  template_type: 1 | 2 | 3;
  message: string;
  recording_id: string;
  created_at: number;
}

export interface ValentineState {
  cards: Map<string, Card>;
  next: number;
}

export const valentineArea = defineArea<ValentineState>({
  name: 'valentine',
  seed: ({ clock }) => ({
    cards: new Map([
      [
        'v1',
        {
          card_id: 'v1',
          uid: 1002,
          template_type: 2,
          message: 'Every song I sing is for you. Happy Valentine’s Day!',
          recording_id: 'r1002-1',
          created_at: Math.floor(clock.now() / 1000) - 3600,
        },
      ],
    ]),
    next: 2,
  }),
  handlers: [
    on(getMyRecordings, ({ requireUser }) => ({ list: recordingsOf(requireUser().uid) })),
    on(saveCard, ({ state, requireUser, clock }, p) => {
      const user = requireUser();
      const template = int(p.template_type);
      const message = str(p.message) ?? '';
      const recording = recordingsOf(user.uid).find((r) => r.id === str(p.recording_id));
      if (!isTemplateType(template) || !recording || messageError(message))
        return fail(BAD_CARD.code, BAD_CARD.msg);
      const editing = str(p.card_id);
      if (editing) {
        const card = state.cards.get(editing);
        if (!card) return fail(NO_SUCH_CARD.code, NO_SUCH_CARD.msg);
        if (card.uid !== user.uid) return fail(NOT_YOURS.code, NOT_YOURS.msg);
        Object.assign(card, { template_type: template, message: message.trim(), recording_id: recording.id });
        return { card_id: card.card_id };
      }
      const card_id = `v${state.next++}`;
      state.cards.set(card_id, {
        card_id,
        uid: user.uid,
        template_type: template,
        message: message.trim(),
        recording_id: recording.id,
        created_at: Math.floor(clock.now() / 1000),
      });
      return { card_id };
    }),
    on(getCard, ({ state, user }, p) => {
      const card = state.cards.get(str(p.id) ?? '');
      const from = SIGNED_IN_USERS.find((u) => u.uid === card?.uid);
      const recording = card && recordingsOf(card.uid).find((r) => r.id === card.recording_id);
      if (!card || !from || !recording) return fail(NO_SUCH_CARD.code, NO_SUCH_CARD.msg);
      return {
        card_id: card.card_id,
        template_type: card.template_type,
        message: card.message,
        recording,
        from: { uid: from.uid, stage_name: from.stage_name, avatar: avatarUrl(from.uid) },
        created_at: card.created_at,
        mine: user?.uid === card.uid,
      };
    }),
  ],
  raw: [
    // Each recording's cover and clip, of its own (seeded by its id).
    artRoute(`${HOST_PREFIX.static}/valentine/{file}`, (file) => {
      const m = /^(cover|clip)-(r\d{1,12}-\d{1,3})\.(svg|wav)$/.exec(file);
      if (!m || (m[1] === 'cover') !== (m[3] === 'svg')) return null;
      return m[1] === 'cover' ? coverArt('song', m[2]!) : clipWav(m[2]!);
    }),
  ],
});
