// The help content the team writes: the help tree with its answers, system notices, contact
// categories, report reasons, the FAQ and the grade system, each text in every shipped language.

import type { GuidedField } from '@h5/core-api/contracts/feedback';
import { type Localized, localized } from '../../kit/localized.ts';

type T = { en: string; ar: string };
const L = (t: T): Localized => localized(t);

interface SeedQuestion {
  id: string;
  title: Localized;
  type: number;
  paragraphs: Localized[];
  fields: Array<Omit<GuidedField, 'label'> & { label: Localized }>;
}

interface SeedGroup {
  id: string;
  title: Localized;
  questions: SeedQuestion[];
}

export interface SeedCategory {
  id: string;
  title: Localized;
  icon: string;
  groups: SeedGroup[];
}

/** Question type 10: a guided form instead of a plain answer. */
const GUIDED_TYPE = 10;
const ANSWER_TYPE = 1;

function q(id: string, title: T, paragraphs: T[], fields: SeedQuestion['fields'] = []): SeedQuestion {
  return {
    id,
    title: L(title),
    type: fields.length ? GUIDED_TYPE : ANSWER_TYPE,
    paragraphs: paragraphs.map(L),
    fields,
  };
}

const field = (key: string, label: T, kind: GuidedField['kind'], required = true) => ({
  key,
  label: L(label),
  kind,
  required,
});

export const HELP_TREE: SeedCategory[] = [
  {
    id: 'recharge',
    title: L({ en: 'Recharge and coins', ar: 'الشحن والعملات' }),
    icon: 'coins',
    groups: [
      {
        id: 'recharge-missing',
        title: L({ en: 'Recharge problems', ar: 'مشكلات الشحن' }),
        questions: [
          q(
            'q-recharge-not-received',
            { en: 'I paid but did not get my coins', ar: 'دفعت ولم أحصل على عملاتي' },
            [
              {
                en: 'Most payments arrive within five minutes. Some banks and wallets take up to an hour.',
                ar: 'تصل معظم المدفوعات خلال خمس دقائق. بعض البنوك والمحافظ تحتاج حتى ساعة.',
              },
              {
                en: 'If an hour has passed, tell us the order number and the amount below, with a screenshot of the payment.',
                ar: 'إذا مرت ساعة، أرسل إلينا رقم الطلب والمبلغ أدناه مع لقطة شاشة للدفع.',
              },
            ],
            [
              field('order_id', { en: 'Order number', ar: 'رقم الطلب' }, 'text'),
              field('amount', { en: 'Amount paid', ar: 'المبلغ المدفوع' }, 'number'),
              field('paid_on', { en: 'Date of payment', ar: 'تاريخ الدفع' }, 'date'),
            ],
          ),
          q('q-recharge-failed', { en: 'My payment failed', ar: 'فشلت عملية الدفع' }, [
            {
              en: 'A failed payment is not charged. If your bank shows a charge, it is returned within seven working days.',
              ar: 'لا يُخصم أي مبلغ عند فشل الدفع. إذا ظهر خصم في حسابك البنكي فسيُعاد خلال سبعة أيام عمل.',
            },
            {
              en: 'Try another payment method, or try again later.',
              ar: 'جرّب طريقة دفع أخرى أو حاول مرة أخرى لاحقًا.',
            },
          ]),
        ],
      },
      {
        id: 'recharge-coins',
        title: L({ en: 'Coins and golds', ar: 'العملات والذهب' }),
        questions: [
          q(
            'q-coins-vs-golds',
            { en: 'What is the difference between coins and golds?', ar: 'ما الفرق بين العملات والذهب؟' },
            [
              {
                en: 'Coins are bought with money and sent as gifts. Golds are earned in events and spent in games.',
                ar: 'تُشترى العملات بالمال وتُرسل كهدايا. يُكسب الذهب في الفعاليات ويُنفق في الألعاب.',
              },
            ],
          ),
          q('q-coins-expire', { en: 'Do my coins expire?', ar: 'هل تنتهي صلاحية عملاتي؟' }, [
            {
              en: 'Coins you bought never expire. Coins from events show their end date in your wallet.',
              ar: 'العملات التي اشتريتها لا تنتهي صلاحيتها أبدًا. عملات الفعاليات تظهر تاريخ انتهائها في محفظتك.',
            },
          ]),
        ],
      },
    ],
  },
  {
    id: 'account',
    title: L({ en: 'Account and login', ar: 'الحساب وتسجيل الدخول' }),
    icon: 'account',
    groups: [
      {
        id: 'account-login',
        title: L({ en: 'Logging in', ar: 'تسجيل الدخول' }),
        questions: [
          q('q-login-code', { en: 'I do not get the login code', ar: 'لا يصلني رمز تسجيل الدخول' }, [
            {
              en: 'Check that the phone number has the right country code, then wait one minute before asking again.',
              ar: 'تأكد من أن رقم الهاتف يحمل رمز الدولة الصحيح، ثم انتظر دقيقة قبل الطلب مرة أخرى.',
            },
            {
              en: 'Messages can be late on busy networks. You can also log in with Google or Facebook.',
              ar: 'قد تتأخر الرسائل على الشبكات المزدحمة. يمكنك أيضًا تسجيل الدخول بحساب Google أو Facebook.',
            },
          ]),
          q(
            'q-account-lost',
            { en: 'I lost access to my account', ar: 'فقدت الوصول إلى حسابي' },
            [
              {
                en: 'Tell us your user ID and when you last logged in. We reply within two working days.',
                ar: 'أخبرنا برقم المستخدم ومتى سجلت الدخول آخر مرة. نرد خلال يومي عمل.',
              },
            ],
            [
              field('user_id', { en: 'Your user ID', ar: 'رقم المستخدم الخاص بك' }, 'number'),
              field('last_login', { en: 'Last login', ar: 'آخر تسجيل دخول' }, 'date', false),
            ],
          ),
        ],
      },
      {
        id: 'account-profile',
        title: L({ en: 'Profile', ar: 'الملف الشخصي' }),
        questions: [
          q('q-change-name', { en: 'How do I change my stage name?', ar: 'كيف أغيّر اسمي الفني؟' }, [
            {
              en: 'Open your profile, tap Edit and type the new name. A name can be changed once every 30 days.',
              ar: 'افتح ملفك الشخصي، واضغط على تعديل، واكتب الاسم الجديد. يمكن تغيير الاسم مرة كل 30 يومًا.',
            },
          ]),
        ],
      },
    ],
  },
  {
    id: 'singing',
    title: L({ en: 'Singing and recordings', ar: 'الغناء والتسجيلات' }),
    icon: 'mic',
    groups: [
      {
        id: 'singing-record',
        title: L({ en: 'Recording', ar: 'التسجيل' }),
        questions: [
          q('q-echo', { en: 'My recording has an echo', ar: 'يوجد صدى في تسجيلي' }, [
            {
              en: 'Use earphones while you sing, so the music does not reach the microphone twice.',
              ar: 'استخدم سماعات الأذن أثناء الغناء حتى لا تصل الموسيقى إلى الميكروفون مرتين.',
            },
            {
              en: 'Turn the echo effect down in the studio before you save.',
              ar: 'خفّض تأثير الصدى في الاستوديو قبل الحفظ.',
            },
          ]),
          q('q-recording-gone', { en: 'A recording disappeared', ar: 'اختفى أحد تسجيلاتي' }, [
            {
              en: 'Recordings that break the community rules are hidden. You get a notice in your inbox when this happens.',
              ar: 'تُخفى التسجيلات التي تخالف قواعد المجتمع. تصلك رسالة في صندوق الوارد عند حدوث ذلك.',
            },
          ]),
        ],
      },
      {
        id: 'singing-songs',
        title: L({ en: 'Songs', ar: 'الأغاني' }),
        questions: [
          q('q-song-missing', { en: 'I cannot find a song', ar: 'لا أجد أغنية' }, [
            {
              en: 'Search by the song name and the singer. If it is still missing, tell us from the search page and we add it when we can.',
              ar: 'ابحث باسم الأغنية والمغني. إن بقيت مفقودة فأخبرنا من صفحة البحث وسنضيفها متى استطعنا.',
            },
          ]),
        ],
      },
    ],
  },
  {
    id: 'live',
    title: L({ en: 'Live and rooms', ar: 'البث المباشر والغرف' }),
    icon: 'live',
    groups: [
      {
        id: 'live-rooms',
        title: L({ en: 'Rooms', ar: 'الغرف' }),
        questions: [
          q('q-room-lag', { en: 'The live room keeps freezing', ar: 'غرفة البث تتجمد باستمرار' }, [
            {
              en: 'Live rooms need a steady connection. Move closer to your Wi-Fi, or close other apps that use the network.',
              ar: 'تحتاج غرف البث إلى اتصال ثابت. اقترب من شبكة الواي فاي أو أغلق التطبيقات الأخرى التي تستخدم الشبكة.',
            },
            {
              en: 'If it still freezes, clear the app cache from the help center.',
              ar: 'إذا استمر التجمد، امسح ذاكرة التطبيق المؤقتة من مركز المساعدة.',
            },
          ]),
          q('q-room-kick', { en: 'Why was I removed from a room?', ar: 'لماذا أُزلت من غرفة؟' }, [
            {
              en: 'Room owners and their admins can remove listeners. You can join again after ten minutes.',
              ar: 'يمكن لأصحاب الغرف ومشرفيهم إزالة المستمعين. يمكنك الانضمام مجددًا بعد عشر دقائق.',
            },
          ]),
        ],
      },
    ],
  },
];

export const HOT_QUESTIONS = ['q-recharge-not-received', 'q-login-code', 'q-echo', 'q-room-lag'];

export interface SeedNotice {
  id: string;
  title: Localized;
  summary: Localized;
  paragraphs: Localized[];
  /** Hours before the sandbox's start. */
  hoursAgo: number;
}

export const NOTICES: SeedNotice[] = [
  {
    id: 'n-maintenance',
    title: L({ en: 'Planned maintenance on Sunday', ar: 'صيانة مجدولة يوم الأحد' }),
    summary: L({
      en: 'Live rooms pause for about 30 minutes on Sunday night.',
      ar: 'تتوقف غرف البث نحو 30 دقيقة ليلة الأحد.',
    }),
    paragraphs: [
      L({
        en: 'We are upgrading our servers on Sunday from 02:00 to 02:30 (India time).',
        ar: 'نحدّث خوادمنا يوم الأحد من الساعة 02:00 إلى 02:30 (بتوقيت الهند).',
      }),
      L({
        en: 'Recordings and your wallet are safe. Live rooms close during the upgrade and open again after it.',
        ar: 'تسجيلاتك ومحفظتك في أمان. تُغلق غرف البث أثناء التحديث وتُفتح بعده.',
      }),
    ],
    hoursAgo: 5,
  },
  {
    id: 'n-rules',
    title: L({ en: 'Updated community rules', ar: 'تحديث قواعد المجتمع' }),
    summary: L({
      en: 'Clearer rules on gifts, names and room titles.',
      ar: 'قواعد أوضح بشأن الهدايا والأسماء وعناوين الغرف.',
    }),
    paragraphs: [
      L({
        en: 'Stage names and room titles may not contain phone numbers or links.',
        ar: 'لا يجوز أن تحتوي الأسماء الفنية وعناوين الغرف على أرقام هواتف أو روابط.',
      }),
      L({
        en: 'Asking for gifts in exchange for money outside the app is not allowed.',
        ar: 'لا يُسمح بطلب الهدايا مقابل مال خارج التطبيق.',
      }),
    ],
    hoursAgo: 72,
  },
];

export const CONTACT_CATEGORIES = [
  { id: 'recharge', title: L({ en: 'Recharge and payments', ar: 'الشحن والمدفوعات' }) },
  { id: 'account', title: L({ en: 'Account and login', ar: 'الحساب وتسجيل الدخول' }) },
  { id: 'singing', title: L({ en: 'Singing and recordings', ar: 'الغناء والتسجيلات' }) },
  { id: 'live', title: L({ en: 'Live and rooms', ar: 'البث المباشر والغرف' }) },
  { id: 'suggestion', title: L({ en: 'A suggestion', ar: 'اقتراح' }) },
  { id: 'other', title: L({ en: 'Something else', ar: 'أمر آخر' }) },
];

const reason = (id: string, t: T) => ({ id, title: L(t) });
const SPAM = reason('spam', { en: 'Spam or advertising', ar: 'رسائل مزعجة أو إعلانات' });
const ABUSE = reason('abuse', { en: 'Insults or harassment', ar: 'إهانات أو تحرش' });
const ADULT = reason('adult', { en: 'Sexual content', ar: 'محتوى جنسي' });
const OTHER = reason('other', { en: 'Something else', ar: 'أمر آخر' });

export const REPORT_REASONS = {
  user: [
    reason('fake', { en: 'Pretends to be someone else', ar: 'ينتحل شخصية أخرى' }),
    SPAM,
    ABUSE,
    ADULT,
    OTHER,
  ],
  recording: [reason('copy', { en: 'Not their own singing', ar: 'ليس غناءه الخاص' }), ADULT, ABUSE, OTHER],
  room: [
    reason('scam', { en: 'Asks for money or gifts', ar: 'يطلب مالًا أو هدايا' }),
    ADULT,
    ABUSE,
    SPAM,
    OTHER,
  ],
} as const;

export const FAQ = {
  smd: {
    title: L({ en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' }),
    items: [
      {
        q: L({ en: 'Is the app free?', ar: 'هل التطبيق مجاني؟' }),
        a: L({
          en: 'Yes. Singing, listening and joining rooms are free. Coins and VIP are optional.',
          ar: 'نعم. الغناء والاستماع والانضمام إلى الغرف مجانية. العملات وعضوية VIP اختيارية.',
        }),
      },
      {
        q: L({ en: 'How do I sing a duet?', ar: 'كيف أغني ثنائيًا؟' }),
        a: L({
          en: 'Open a song, choose Duet and pick your part. Others can then join your half.',
          ar: 'افتح أغنية واختر ثنائي ثم اختر مقطعك. يمكن للآخرين بعدها الانضمام إلى نصفك.',
        }),
      },
      {
        q: L({ en: 'Who can see my recordings?', ar: 'من يمكنه رؤية تسجيلاتي؟' }),
        a: L({
          en: 'Everyone, unless you save a recording as private. Private recordings are only in your profile.',
          ar: 'الجميع، ما لم تحفظ التسجيل كخاص. التسجيلات الخاصة تظهر في ملفك الشخصي فقط.',
        }),
      },
      {
        q: L({ en: 'How do I contact the team?', ar: 'كيف أتواصل مع الفريق؟' }),
        a: L({
          en: 'Open the help center and write to us. Replies appear in My feedback.',
          ar: 'افتح مركز المساعدة واكتب إلينا. تظهر الردود في ملاحظاتي.',
        }),
      },
    ],
  },
} as const;

export const GRADES = [
  {
    id: '1',
    name: L({ en: 'Newcomer', ar: 'مبتدئ' }),
    icon: 'g1',
    min_level: 1,
    max_level: 9,
    privileges: [L({ en: 'Sing and join rooms', ar: 'الغناء والانضمام إلى الغرف' })],
    how_to: L({
      en: 'Sing, send gifts and take part in live rooms to earn experience.',
      ar: 'غنِّ وأرسل الهدايا وشارك في غرف البث لتكسب الخبرة.',
    }),
  },
  {
    id: '2',
    name: L({ en: 'Rising voice', ar: 'صوت صاعد' }),
    icon: 'g2',
    min_level: 10,
    max_level: 29,
    privileges: [
      L({ en: 'A badge beside your name', ar: 'شارة بجانب اسمك' }),
      L({ en: 'Create your own room', ar: 'أنشئ غرفتك الخاصة' }),
    ],
    how_to: L({
      en: 'Reach level 10 by singing every day and joining events.',
      ar: 'بلغ المستوى 10 بالغناء يوميًا والمشاركة في الفعاليات.',
    }),
  },
  {
    id: '3',
    name: L({ en: 'Star', ar: 'نجم' }),
    icon: 'g3',
    min_level: 30,
    max_level: 59,
    privileges: [
      L({ en: 'An entrance effect in rooms', ar: 'تأثير دخول في الغرف' }),
      L({ en: 'Featured on the explore page', ar: 'الظهور في صفحة الاستكشاف' }),
    ],
    how_to: L({
      en: 'Reach level 30: duets and gifts you receive count double.',
      ar: 'بلغ المستوى 30: الثنائيات والهدايا التي تتلقاها تُحتسب مرتين.',
    }),
  },
  {
    id: '4',
    name: L({ en: 'Superstar', ar: 'نجم لامع' }),
    icon: 'g4',
    min_level: 60,
    max_level: 100,
    privileges: [
      L({ en: 'A golden frame on your profile', ar: 'إطار ذهبي لملفك الشخصي' }),
      L({ en: 'Priority support', ar: 'دعم ذو أولوية' }),
    ],
    how_to: L({
      en: 'Reach level 60 and keep singing: your grade is checked every month.',
      ar: 'بلغ المستوى 60 وواصل الغناء: تُراجع درجتك كل شهر.',
    }),
  },
];

/** The team's replies, in order, to each new submission. */
export const REPLIES = [
  L({
    en: 'Thank you for writing to us. We are looking into it and will get back to you soon.',
    ar: 'شكرًا لتواصلك معنا. نحن نراجع الأمر وسنعود إليك قريبًا.',
  }),
  L({
    en: 'We have fixed the problem on our side. Please open the app again and tell us if it is still there.',
    ar: 'أصلحنا المشكلة من جهتنا. يرجى فتح التطبيق مجددًا وإخبارنا إن كانت لا تزال قائمة.',
  }),
];
