// Every text the invite server writes, in English and Arabic: the request's `lang` picks one.

import type { RecordType } from '@h5/core-api/contracts/invite';
import { localized } from '../../kit/localized.ts';

export const CASH_TITLES = {
  invite: localized({ en: 'A friend joined with your code', ar: 'انضم صديق برمزك' }),
  bonus: localized({ en: 'Task center bonus', ar: 'مكافأة مركز المهام' }),
  joined: localized({ en: 'Welcome cash for joining', ar: 'مكافأة ترحيب عند الانضمام' }),
  withdraw: localized({ en: 'Withdrawal', ar: 'سحب' }),
  redeem: localized({ en: 'Redeemed for golds', ar: 'استبدال بالذهب' }),
  task: localized({ en: 'Task reward', ar: 'مكافأة مهمة' }),
} as const;

export const RECORD_TITLES: Record<RecordType, ReturnType<typeof localized>> = {
  checkin: localized({ en: 'Daily check-in', ar: 'تسجيل الحضور اليومي' }),
  task: localized({ en: 'Task reward', ar: 'مكافأة مهمة' }),
  box: localized({ en: 'Box opened', ar: 'صندوق مفتوح' }),
  pullnew: localized({ en: 'New friend reward', ar: 'مكافأة صديق جديد' }),
};

export const TASKS = [
  {
    id: 'invite',
    title: localized({ en: 'Invite a friend to join', ar: 'ادعُ صديقًا للانضمام' }),
    target: 1,
    kind: 'cash',
    amount: 20,
    go: { path: '/v/invite-new/index' },
  },
  {
    id: 'share',
    title: localized({ en: 'Share your invite link 3 times', ar: 'شارك رابط دعوتك 3 مرات' }),
    target: 3,
    kind: 'golds',
    amount: 50,
    go: { path: '/v/invite-new/index' },
  },
  {
    id: 'sing',
    title: localized({ en: 'Sing and post one song', ar: 'غنِّ وانشر أغنية واحدة' }),
    target: 1,
    kind: 'golds',
    amount: 30,
    go: { app: 'sing' },
  },
  {
    id: 'live',
    title: localized({ en: 'Watch live rooms for 10 minutes', ar: 'شاهد الغرف المباشرة 10 دقائق' }),
    target: 10,
    kind: 'golds',
    amount: 20,
    go: { app: 'live' },
  },
] as const;

export const BOXES = [
  { id: 'box1', need: 1, amount: 10 },
  { id: 'box3', need: 3, amount: 30 },
  { id: 'box5', need: 5, amount: 60 },
  { id: 'box10', need: 10, amount: 150 },
] as const;

export const PULL_NEW_CASH = 15;

export const ACTIVITY = {
  title: localized({ en: 'Invite friends, earn real cash', ar: 'ادعُ أصدقاءك واربح نقودًا حقيقية' }),
  subtitle: localized({
    en: 'Check in every day, finish tasks and open boxes as your friends join.',
    ar: 'سجّل حضورك كل يوم وأنجز المهام وافتح الصناديق مع انضمام أصدقائك.',
  }),
};

export const GUIDE = {
  title: localized({ en: 'How the task center works', ar: 'كيف يعمل مركز المهام' }),
  steps: [
    localized({
      en: 'Check in once a day: day 7 pays the most.',
      ar: 'سجّل حضورك مرة يوميًا: اليوم السابع يمنح أكثر.',
    }),
    localized({ en: 'Finish a task, then claim its reward.', ar: 'أنجز المهمة ثم اطلب مكافأتها.' }),
    localized({
      en: 'Each friend who joins brings you closer to the next box.',
      ar: 'كل صديق ينضم يقرّبك من الصندوق التالي.',
    }),
  ],
};

export const RULES = [
  localized({
    en: 'Share your invite link or code. When a friend joins the app with it, you earn cash.',
    ar: 'شارك رابط دعوتك أو رمزك. عندما ينضم صديق إلى التطبيق به تربح نقودًا.',
  }),
  localized({
    en: 'Your friend gets welcome cash too, once, on their first day.',
    ar: 'يحصل صديقك أيضًا على مكافأة ترحيب مرة واحدة في يومه الأول.',
  }),
  localized({
    en: 'A friend counts once and only for the first code they enter.',
    ar: 'يُحتسب الصديق مرة واحدة ولأول رمز يدخله فقط.',
  }),
  localized({
    en: 'Cash can be withdrawn to your withdrawal account or redeemed for golds.',
    ar: 'يمكن سحب النقود إلى حساب السحب الخاص بك أو استبدالها بالذهب.',
  }),
  localized({
    en: 'Accounts made to cheat the programme lose their cash.',
    ar: 'تفقد الحسابات المنشأة للتحايل على البرنامج نقودها.',
  }),
];

export const PERKS = [
  localized({ en: 'Welcome cash on your first day', ar: 'مكافأة ترحيب في يومك الأول' }),
  localized({ en: 'Sing karaoke with friends and stars', ar: 'غنِّ الكاريوكي مع الأصدقاء والنجوم' }),
  localized({ en: 'Live rooms every night', ar: 'غرف مباشرة كل ليلة' }),
];

export const POLICY = [
  {
    q: localized({ en: 'Who can join with an invite?', ar: 'من يمكنه الانضمام بدعوة؟' }),
    a: localized({
      en: 'Anyone new to the app who signs up on their own phone.',
      ar: 'أي شخص جديد على التطبيق يسجل من هاتفه الخاص.',
    }),
  },
  {
    q: localized({ en: 'When do I get my welcome cash?', ar: 'متى أحصل على مكافأة الترحيب؟' }),
    a: localized({
      en: 'As soon as you enter the code of the friend who invited you.',
      ar: 'فور إدخالك رمز الصديق الذي دعاك.',
    }),
  },
  {
    q: localized({ en: 'How do I withdraw my cash?', ar: 'كيف أسحب نقودي؟' }),
    a: localized({
      en: 'Open Join&Earn Cash in the app, bind a withdrawal account and choose an amount.',
      ar: 'افتح «ادعُ واربح» في التطبيق واربط حساب سحب واختر مبلغًا.',
    }),
  },
  {
    q: localized({
      en: 'Is my data shared with the person who invited me?',
      ar: 'هل تُشارك بياناتي مع من دعاني؟',
    }),
    a: localized({
      en: 'They see only your name and picture, never your phone number.',
      ar: 'يرى اسمك وصورتك فقط، ولا يرى رقم هاتفك أبدًا.',
    }),
  },
];

export const LAKH_TITLE = localized({ en: 'The Lakh Night live show', ar: 'عرض ليلة اللاك المباشر' });

export const ERRORS = {
  captcha: localized({
    en: 'We could not confirm you are a person. Please try again.',
    ar: 'لم نتمكن من التأكد من أنك شخص حقيقي. حاول مرة أخرى.',
  }),
  noSuchCode: localized({ en: 'This invite code does not exist.', ar: 'رمز الدعوة هذا غير موجود.' }),
  ownCode: localized({ en: 'You cannot use your own invite code.', ar: 'لا يمكنك استخدام رمز دعوتك.' }),
  alreadyInvited: localized({
    en: 'You have already joined with an invite code.',
    ar: 'لقد انضممت بالفعل برمز دعوة.',
  }),
  notEnough: localized({
    en: 'Your cash balance is too low for this amount.',
    ar: 'رصيدك النقدي أقل من هذا المبلغ.',
  }),
  notAGrade: localized({
    en: 'Please choose one of the amounts shown.',
    ar: 'يرجى اختيار أحد المبالغ المعروضة.',
  }),
  noAccount: localized({ en: 'Please bind a withdrawal account first.', ar: 'يرجى ربط حساب سحب أولًا.' }),
  dailyLimit: localized({
    en: 'You have reached the number of withdrawals for today.',
    ar: 'لقد بلغت عدد مرات السحب المسموح بها اليوم.',
  }),
  alreadyDone: localized({
    en: 'This reward has already been received.',
    ar: 'تم استلام هذه المكافأة من قبل.',
  }),
  notYet: localized({ en: 'This reward is not ready yet.', ar: 'هذه المكافأة غير جاهزة بعد.' }),
  unknown: localized({ en: 'This reward does not exist.', ar: 'هذه المكافأة غير موجودة.' }),
  notYours: localized({ en: 'You can only see your own account.', ar: 'يمكنك رؤية حسابك فقط.' }),
  noSuchUser: localized({ en: 'This user does not exist.', ar: 'هذا المستخدم غير موجود.' }),
  alreadyAccepted: localized({ en: 'You have already accepted an invite.', ar: 'لقد قبلت دعوة من قبل.' }),
};
