// The singer programmes as the server configures them: who qualifies and how one applies. A
// user's standing (followers, recordings, originals, country) is derived from their uid, so each
// seeded user stands the same way in every run.

import type { ApplyWith, Requirement } from '@h5/core-api/contracts/singers';
import { type Localizable, type Localized, localized } from '../../kit/localized.ts';
import type { SandboxUser } from '../../users.ts';

type Measure = 'followers' | 'recordings' | 'originals' | 'india';

export interface ProgrammeConfig {
  applyWith: ApplyWith;
  needs: Partial<Record<Measure, number>>;
}

export const PROGRAMMES: Record<string, ProgrammeConfig> = {
  'popular-singer': { applyWith: 'form', needs: { followers: 1000, recordings: 20 } },
  'verified-singer': { applyWith: 'form', needs: { followers: 5000, originals: 1 } },
  'India-star': { applyWith: 'form', needs: { india: 1, recordings: 10 } },
  'original-song': { applyWith: 'track', needs: { recordings: 1 } },
};

const LABELS: Record<Measure, Localized> = {
  followers: localized({ en: 'Followers', ar: 'المتابعون' }),
  recordings: localized({ en: 'Recordings posted', ar: 'التسجيلات المنشورة' }),
  originals: localized({ en: 'Original songs posted', ar: 'الأغاني الأصلية المنشورة' }),
  india: localized({ en: 'Account in India', ar: 'حساب في الهند' }),
};

/** What a user has of each measure. */
function have(user: SandboxUser | null, m: Measure): number {
  if (!user) return 0;
  const u = user.uid;
  switch (m) {
    case 'followers':
      return (u * 2_731) % 4_000;
    case 'recordings':
      return 5 + ((u * 17) % 60);
    case 'originals':
      return u % 3 === 0 ? 2 : 0;
    case 'india':
      return user.country === 'IN' ? 1 : 0;
  }
}

export function standing(cfg: ProgrammeConfig, user: SandboxUser | null): Array<Localizable<Requirement>> {
  return (Object.entries(cfg.needs) as Array<[Measure, number]>).map(([m, need]) => ({
    key: m,
    label: LABELS[m],
    need,
    have: have(user, m),
  }));
}

export const SONGS: Localized[] = [
  localized({ en: 'Moonlight Road', ar: 'طريق ضوء القمر' }),
  localized({ en: 'Rain in Mumbai', ar: 'مطر في مومباي' }),
  localized({ en: 'Desert Rose', ar: 'وردة الصحراء' }),
  localized({ en: 'Golden Hour', ar: 'الساعة الذهبية' }),
  localized({ en: 'City of Stars', ar: 'مدينة النجوم' }),
];

export const REFUSALS = {
  unknownProgramme: localized({ en: 'This programme does not exist.', ar: 'هذا البرنامج غير موجود.' }),
  notQualified: localized({
    en: 'You do not meet this programme’s requirements yet.',
    ar: 'لا تستوفي شروط هذا البرنامج بعد.',
  }),
  alreadyApplied: localized({
    en: 'You have already applied to this programme.',
    ar: 'لقد قدّمت على هذا البرنامج من قبل.',
  }),
  badIntro: localized({
    en: 'Please write 10 to 300 characters about yourself.',
    ar: 'يرجى كتابة 10 إلى 300 حرف عن نفسك.',
  }),
  noTrack: localized({ en: 'Please upload your track first.', ar: 'يرجى رفع مقطعك أولاً.' }),
  badType: localized({
    en: 'This file is not an audio track we can take (MP3, M4A, AAC or WAV).',
    ar: 'هذا الملف ليس مقطعاً صوتياً نقبله.',
  }),
  badSize: localized({
    en: 'The track must be at most 10 MB.',
    ar: 'يجب ألا يزيد حجم المقطع على 10 ميغابايت.',
  }),
  badLength: localized({
    en: 'The track must last between 30 seconds and 5 minutes.',
    ar: 'يجب أن تتراوح مدة المقطع بين 30 ثانية و5 دقائق.',
  }),
  unknownSinger: localized({ en: 'This singer is not verified.', ar: 'هذا المغني غير موثّق.' }),
  reviewing: localized({
    en: 'We review applications within 7 days.',
    ar: 'نراجع الطلبات خلال 7 أيام.',
  }),
};
