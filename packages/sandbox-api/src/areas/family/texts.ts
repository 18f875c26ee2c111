// Everything the family server writes for people to read, in English and Arabic: refusals,
// notices, tasks, privileges, income lines, the model and college family pages, awards.

import type { LevelStep } from '@h5/core-api/contracts/family';
import { each, type Localized, localized } from '../../kit/localized.ts';

// ---- levels ----

/** The family levels: the exp each starts at and the members it holds. */
export const LEVELS: LevelStep[] = [
  { level: 1, exp: 0, max_member_num: 30 },
  { level: 2, exp: 1_000, max_member_num: 40 },
  { level: 3, exp: 3_000, max_member_num: 50 },
  { level: 4, exp: 8_000, max_member_num: 60 },
  { level: 5, exp: 20_000, max_member_num: 80 },
  { level: 6, exp: 50_000, max_member_num: 100 },
];

/** The gamingo levels (games played in the family's rooms). */
export const GAMINGO_LEVELS: LevelStep[] = [
  { level: 1, exp: 0, max_member_num: 0 },
  { level: 2, exp: 500, max_member_num: 0 },
  { level: 3, exp: 2_000, max_member_num: 0 },
  { level: 4, exp: 6_000, max_member_num: 0 },
  { level: 5, exp: 15_000, max_member_num: 0 },
];

export function levelOf(steps: LevelStep[], exp: number): LevelStep {
  let at = steps[0]!;
  for (const s of steps) if (exp >= s.exp) at = s;
  return at;
}

// ---- refusals ----

export const REFUSALS = {
  alreadyInFamily: localized({
    en: 'You are already in a family. Leave it before joining another.',
    ar: 'أنت عضو في عائلة بالفعل. غادرها قبل الانضمام إلى أخرى.',
  }),
  familyFull: localized({
    en: 'This family is full.',
    ar: 'هذه العائلة ممتلئة.',
  }),
  alreadyApplied: localized({
    en: 'You already applied to this family. The leader will answer soon.',
    ar: 'لقد تقدمت بطلب للانضمام إلى هذه العائلة بالفعل. سيرد القائد قريبًا.',
  }),
  notLeader: localized({
    en: 'Only the family leader can do this.',
    ar: 'يمكن لقائد العائلة فقط القيام بذلك.',
  }),
  leaderCannotLeave: localized({
    en: 'A leader cannot leave the family. Dissolve it instead.',
    ar: 'لا يمكن للقائد مغادرة العائلة. يمكنه حلّها بدلًا من ذلك.',
  }),
  notMember: localized({
    en: 'You are not a member of this family.',
    ar: 'أنت لست عضوًا في هذه العائلة.',
  }),
  notFound: localized({
    en: 'This family no longer exists.',
    ar: 'هذه العائلة لم تعد موجودة.',
  }),
  handled: localized({
    en: 'This has already been answered.',
    ar: 'تمت الإجابة على هذا بالفعل.',
  }),
  badName: localized({
    en: 'The family name must be 2 to 20 characters.',
    ar: 'يجب أن يتكون اسم العائلة من 2 إلى 20 حرفًا.',
  }),
  badSlogan: localized({
    en: 'The slogan can be at most 60 characters.',
    ar: 'يمكن أن يتكون الشعار من 60 حرفًا على الأكثر.',
  }),
  nameTaken: localized({
    en: 'Another family already has this name.',
    ar: 'هناك عائلة أخرى تحمل هذا الاسم بالفعل.',
  }),
  tooLarge: localized({
    en: 'The picture is larger than 512 KB.',
    ar: 'الصورة أكبر من 512 كيلوبايت.',
  }),
  badImage: localized({
    en: 'Choose a JPEG, PNG or WebP picture.',
    ar: 'اختر صورة بصيغة JPEG أو PNG أو WebP.',
  }),
  notEligible: localized({
    en: 'Your family does not meet the requirements yet.',
    ar: 'عائلتك لا تستوفي الشروط بعد.',
  }),
  alreadyInvited: localized({
    en: 'This user has already been invited.',
    ar: 'تمت دعوة هذا المستخدم بالفعل.',
  }),
  userInFamily: localized({
    en: 'This user is already in a family.',
    ar: 'هذا المستخدم عضو في عائلة بالفعل.',
  }),
  badRequest: localized({
    en: 'This request is not valid.',
    ar: 'هذا الطلب غير صالح.',
  }),
} as const;

// ---- notices and notes ----

export const NOTES: Localized[] = [
  localized({ en: 'I sing every evening, let me in!', ar: 'أغني كل مساء، اسمحوا لي بالانضمام!' }),
  localized({ en: 'I will help the family reach level 5.', ar: 'سأساعد العائلة على الوصول إلى المستوى 5.' }),
  localized({ en: 'My friends are in this family.', ar: 'أصدقائي في هذه العائلة.' }),
];

export const joinedNotice = (): Localized => localized({ en: 'joined the family.', ar: 'انضم إلى العائلة.' });
export const leftNotice = (): Localized => localized({ en: 'left the family.', ar: 'غادر العائلة.' });
export const levelNotice = (level: number): Localized =>
  each((lang) =>
    lang === 'ar' ? `وصلت العائلة إلى المستوى ${level}.` : `The family reached level ${level}.`,
  );

// ---- tasks ----

export const FAMILY_TASKS = [
  { id: 'sing', title: localized({ en: 'Sing 100 songs together', ar: 'غنّوا 100 أغنية معًا' }), target: 100 },
  { id: 'gifts', title: localized({ en: 'Receive 5,000 gifts', ar: 'استقبلوا 5,000 هدية' }), target: 5_000 },
  {
    id: 'live',
    title: localized({ en: 'Go live for 20 hours', ar: 'بثّوا مباشرة لمدة 20 ساعة' }),
    target: 20,
  },
];

export const MEMBER_TASKS = [
  { id: 'checkin', title: localized({ en: 'Check in today', ar: 'سجّل حضورك اليوم' }), target: 1 },
  {
    id: 'duet',
    title: localized({ en: 'Sing 3 duets with members', ar: 'غنِّ 3 أغنيات ثنائية مع الأعضاء' }),
    target: 3,
  },
];

// ---- privileges ----

const privilege = (level: number, en: string, ar: string, den: string, dar: string, icon: string) => ({
  level,
  name: localized({ en, ar }),
  description: localized({ en: den, ar: dar }),
  icon,
});

export const PRIVILEGES = [
  privilege(
    1,
    'Family badge',
    'شارة العائلة',
    'A badge beside every member’s name.',
    'شارة بجانب اسم كل عضو.',
    'badge',
  ),
  privilege(2, 'Family room', 'غرفة العائلة', 'A party room for the family.', 'غرفة حفلات للعائلة.', 'room'),
  privilege(
    3,
    'Entrance effect',
    'تأثير الدخول',
    'Members enter rooms with a family effect.',
    'يدخل الأعضاء الغرف بتأثير العائلة.',
    'effect',
  ),
  privilege(
    4,
    'Golden frame',
    'إطار ذهبي',
    'A golden avatar frame for members.',
    'إطار ذهبي لصور الأعضاء.',
    'frame',
  ),
  privilege(
    5,
    'Home page spot',
    'مكان في الصفحة الرئيسية',
    'The family is shown on the home page.',
    'تظهر العائلة في الصفحة الرئيسية.',
    'star',
  ),
  privilege(6, 'Custom gift', 'هدية خاصة', 'A gift in the family’s name.', 'هدية باسم العائلة.', 'gift'),
];

export const GAMINGO_PRIVILEGES = [
  privilege(1, 'Game room', 'غرفة ألعاب', 'A room for the family’s games.', 'غرفة لألعاب العائلة.', 'room'),
  privilege(
    2,
    'Bonus chances',
    'فرص إضافية',
    'One more free game each day.',
    'لعبة مجانية إضافية كل يوم.',
    'gift',
  ),
  privilege(3, 'Game badge', 'شارة الألعاب', 'A gamer badge for members.', 'شارة لاعب للأعضاء.', 'badge'),
  privilege(4, 'Lucky frame', 'إطار الحظ', 'A lucky avatar frame.', 'إطار حظ للصورة.', 'frame'),
  privilege(
    5,
    'Champion effect',
    'تأثير البطل',
    'A champion effect in game rooms.',
    'تأثير البطل في غرف الألعاب.',
    'effect',
  ),
];

// ---- income ----

export const INCOME_TITLES = [
  localized({ en: 'Gifts in the family room', ar: 'هدايا في غرفة العائلة' }),
  localized({ en: 'Weekly family star reward', ar: 'مكافأة نجم العائلة الأسبوعي' }),
  localized({ en: 'Members’ live income share', ar: 'حصة من دخل بث الأعضاء' }),
];

// ---- weeks and awards ----

export const weekLabel = (n: number): Localized =>
  each((lang) => (lang === 'ar' ? `الأسبوع ${n}` : `Week ${n}`));

/** The weekly family star's rules as the server publishes them (`rules` on `/family/weekly-star`). */
export const WEEKLY_STAR_RULES = [
  localized({
    en: 'Every week runs from Monday 00:00 to Sunday 24:00 (UTC).',
    ar: 'يمتد كل أسبوع من الاثنين 00:00 إلى الأحد 24:00 (بتوقيت UTC).',
  }),
  localized({
    en: 'A family’s weekly score is the starlight its members earn that week.',
    ar: 'نقاط العائلة الأسبوعية هي ضوء النجوم الذي يجمعه أعضاؤها في ذلك الأسبوع.',
  }),
  localized({
    en: 'The three families with the highest score are the week’s stars and go on the honor wall.',
    ar: 'العائلات الثلاث صاحبة أعلى النقاط هي نجوم الأسبوع وتظهر على لوحة الشرف.',
  }),
  localized({
    en: 'The season lasts six weeks and walks families through levels 2 to 7, one a week; levels 5 to 7 are the semi-final, and level 8 means the season is finished.',
    ar: 'يستمر الموسم ستة أسابيع ويمر بالعائلات عبر المستويات من 2 إلى 7، مستوى كل أسبوع؛ المستويات من 5 إلى 7 هي نصف النهائي، والمستوى 8 يعني انتهاء الموسم.',
  }),
  localized({
    en: 'Families that did not enter the season can still collect starlight, but are not promoted.',
    ar: 'يمكن للعائلات التي لم تشارك في الموسم جمع ضوء النجوم، لكنها لا تترقى.',
  }),
  localized({
    en: 'Rewards go to the family account within three days after the week ends.',
    ar: 'تصل المكافآت إلى حساب العائلة خلال ثلاثة أيام بعد انتهاء الأسبوع.',
  }),
];

export const FAMILY_AWARDS = [
  localized({ en: 'Family star of the week', ar: 'نجم العائلة للأسبوع' }),
  localized({ en: 'Silver family', ar: 'العائلة الفضية' }),
  localized({ en: 'Bronze family', ar: 'العائلة البرونزية' }),
];

export const MEMBER_AWARDS = [
  localized({ en: 'Brightest member', ar: 'العضو الأكثر تألقًا' }),
  localized({ en: 'Second in starlight', ar: 'الثاني في ضوء النجوم' }),
  localized({ en: 'Third in starlight', ar: 'الثالث في ضوء النجوم' }),
];

// ---- model and college families ----

export const SPECIAL_TEXTS = {
  model: {
    intro: [
      localized({
        en: 'Model families are the app’s example families: active, friendly and growing.',
        ar: 'العائلات النموذجية هي العائلات المثالية في التطبيق: نشطة وودودة ومتنامية.',
      }),
      localized({
        en: 'Each month the team reviews applications and names new model families.',
        ar: 'يراجع الفريق الطلبات كل شهر ويعلن عائلات نموذجية جديدة.',
      }),
    ],
    benefits: [
      localized({
        en: 'A model family badge on the family page',
        ar: 'شارة العائلة النموذجية في صفحة العائلة',
      }),
      localized({ en: 'A place on the model family list', ar: 'مكان في قائمة العائلات النموذجية' }),
      localized({ en: '10,000 diamonds for the family account', ar: '10,000 ماسة لحساب العائلة' }),
    ],
    requirements: [
      { id: 'level', text: localized({ en: 'Family level 3 or higher', ar: 'مستوى العائلة 3 أو أعلى' }) },
      { id: 'members', text: localized({ en: 'At least 10 members', ar: '10 أعضاء على الأقل' }) },
      { id: 'leader', text: localized({ en: 'The leader applies', ar: 'القائد هو من يتقدم بالطلب' }) },
    ],
  },
  college: {
    intro: [
      localized({
        en: 'College families bring students of one college together to sing and stream.',
        ar: 'تجمع عائلات الجامعات طلاب جامعة واحدة للغناء والبث معًا.',
      }),
      localized({
        en: 'Name your college in the application; the team checks it within a week.',
        ar: 'اذكر اسم جامعتك في الطلب؛ يتحقق الفريق منه خلال أسبوع.',
      }),
    ],
    benefits: [
      localized({ en: 'A college badge for every member', ar: 'شارة الجامعة لكل عضو' }),
      localized({ en: 'College contests with prizes', ar: 'مسابقات جامعية بجوائز' }),
      localized({ en: '5,000 diamonds for the family account', ar: '5,000 ماسة لحساب العائلة' }),
    ],
    requirements: [
      { id: 'level', text: localized({ en: 'Family level 2 or higher', ar: 'مستوى العائلة 2 أو أعلى' }) },
      { id: 'members', text: localized({ en: 'At least 5 members', ar: '5 أعضاء على الأقل' }) },
      { id: 'leader', text: localized({ en: 'The leader applies', ar: 'القائد هو من يتقدم بالطلب' }) },
    ],
  },
} as const;

/** What each kind asks of a family. */
export const SPECIAL_RULES = {
  model: { level: 3, members: 10 },
  college: { level: 2, members: 5 },
} as const;
