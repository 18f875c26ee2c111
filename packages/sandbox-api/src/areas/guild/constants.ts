// The guild server's limits and refusals: what a real agency server would hold the pages to.

import { GUILD_NOT_FOUND } from '@h5/core-api/contracts/guild';
import { HOST_PREFIX } from '../../area.ts';
import { localized } from '../../kit/localized.ts';

/** Rows per page of the recommended guilds when the request names no `pageSize`, and the most it may. */
export const RECOMMEND_PAGE_SIZE = 10;
export const RECOMMEND_MAX_PAGE_SIZE = 20;
/** Rows per page of members and applications. */
export const LIST_PAGE_SIZE = 10;

/** Guild names: 2 to 20 characters, slogans up to 60. Not from the spec (docs/api-gaps.md, "Guild"). */
export const NAME_MIN = 2;
export const NAME_MAX = 20;
export const SLOGAN_MAX = 60;
export const DEFAULT_MAX_MEMBERS = 50;

/** Uploaded images: PNG, JPEG or WebP, at most 512 KiB. */
export const UPLOAD_MAX_BYTES = 512 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Countries a guild may be registered in: our guess at the app's markets, not from the spec (docs/api-gaps.md). */
export const GUILD_COUNTRIES = ['IN', 'ID', 'EG', 'NG', 'PH', 'MY', 'SA', 'AE'] as const;

export const COVER_ROUTE = `${HOST_PREFIX.static}/guild/covers/{file}`;
export const UPLOAD_ROUTE = `${HOST_PREFIX.static}/guild/uploads/{file}`;
export const coverUrl = (n: number) => `${HOST_PREFIX.static}/guild/covers/${n}.svg`;
export const uploadUrl = (file: string) => `${HOST_PREFIX.static}/guild/uploads/${file}`;

/** A stars-to-money rate: 1,000 stars are one US dollar (100 cents). */
export const STARS_PER_CENT = 10;
export const INCOME_CURRENCY = 'USD';
/** A day counts as valid with at least this many minutes live. */
export const VALID_DAY_MINUTES = 60;
/** The president's share of the members' star income. */
export const PRESIDENT_SHARE = 0.1;

/** Guild PK: rounds of an hour, this many in a season. */
export const PK_ROUND_MS = 60 * 60 * 1000;
export const PK_ROUNDS = 8;

export const GUILD_ERRORS = {
  badIdentity: [
    4300,
    localized({ en: 'Choose broadcaster or event host.', ar: 'اختر مذيعًا أو مضيف فعاليات.' }),
  ],
  notInGuild: [4301, localized({ en: 'You are not in a guild.', ar: 'أنت لست عضوًا في أي نقابة.' })],
  alreadyInGuild: [4302, localized({ en: 'You are already in a guild.', ar: 'أنت عضو في نقابة بالفعل.' })],
  guildNotFound: [
    GUILD_NOT_FOUND,
    localized({ en: 'This guild does not exist.', ar: 'هذه النقابة غير موجودة.' }),
  ],
  guildFull: [4304, localized({ en: 'This guild is full.', ar: 'هذه النقابة ممتلئة.' })],
  notBroadcaster: [
    4305,
    localized({
      en: 'Become a broadcaster to join a guild as a broadcaster.',
      ar: 'كن مذيعًا لتنضم إلى نقابة بصفتك مذيعًا.',
    }),
  ],
  pendingElsewhere: [
    4306,
    localized({
      en: 'You have applied to another guild. Wait for its answer first.',
      ar: 'لقد تقدمت إلى نقابة أخرى. انتظر ردها أولاً.',
    }),
  ],
  notPresident: [
    4307,
    localized({ en: 'Only the guild president can do this.', ar: 'لا يقوم بهذا إلا رئيس النقابة.' }),
  ],
  notMember: [4308, localized({ en: 'This user is not in your guild.', ar: 'هذا المستخدم ليس في نقابتك.' })],
  presidentCannotQuit: [
    4309,
    localized({
      en: 'A president cannot leave their own guild.',
      ar: 'لا يمكن للرئيس مغادرة نقابته.',
    }),
  ],
  applicationNotFound: [
    4310,
    localized({ en: 'This application does not exist.', ar: 'هذا الطلب غير موجود.' }),
  ],
  alreadyDecided: [
    4311,
    localized({ en: 'This application has already been answered.', ar: 'تم الرد على هذا الطلب بالفعل.' }),
  ],
  applicantTaken: [
    4312,
    localized({
      en: 'This user has already joined another guild.',
      ar: 'انضم هذا المستخدم إلى نقابة أخرى بالفعل.',
    }),
  ],
  nameLength: [
    4313,
    localized({
      en: `A guild name has ${NAME_MIN} to ${NAME_MAX} characters.`,
      ar: `يتكون اسم النقابة من ${NAME_MIN} إلى ${NAME_MAX} حرفًا.`,
    }),
  ],
  nameTaken: [4314, localized({ en: 'This guild name is taken.', ar: 'اسم النقابة هذا مستخدم.' })],
  badCountry: [4315, localized({ en: 'Choose the guild’s country.', ar: 'اختر بلد النقابة.' })],
  coverMissing: [4316, localized({ en: 'Upload a cover image.', ar: 'ارفع صورة غلاف.' })],
  sloganLength: [
    4317,
    localized({
      en: `A slogan has at most ${SLOGAN_MAX} characters.`,
      ar: `يتكون الشعار من ${SLOGAN_MAX} حرفًا على الأكثر.`,
    }),
  ],
  imageType: [
    4318,
    localized({ en: 'Upload a PNG, JPEG or WebP image.', ar: 'ارفع صورة بصيغة PNG أو JPEG أو WebP.' }),
  ],
  imageSize: [
    4319,
    localized({ en: 'The image is larger than 512 KB.', ar: 'حجم الصورة أكبر من 512 كيلوبايت.' }),
  ],
  badMonth: [4320, localized({ en: 'Choose one of the listed months.', ar: 'اختر أحد الأشهر المعروضة.' })],
} as const;
