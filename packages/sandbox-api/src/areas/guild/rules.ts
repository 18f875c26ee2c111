// The guild's rules as the server publishes them (`GET /guild/rules`), in English and Arabic;
// they describe the world this sandbox runs (roles, periods in UTC from Monday, bonuses by week).

import { getGuildRules } from '@h5/core-api/contracts/guild';
import { on } from '../../area.ts';
import { localized } from '../../kit/localized.ts';

const GUILD_RULES = [
  localized({
    en: 'A guild is led by its president, who approves new members and may remove them.',
    ar: 'يقود النقابة رئيسها، وهو من يقبل الأعضاء الجدد ويمكنه إزالتهم.',
  }),
  localized({
    en: 'You can be in one guild as a broadcaster and in one as an event host.',
    ar: 'يمكنك أن تكون في نقابة واحدة بصفتك مذيعًا وفي نقابة واحدة بصفتك مضيف فعاليات.',
  }),
  localized({
    en: 'Joining a guild that is not open to all takes its president’s approval. You can wait on one application at a time.',
    ar: 'الانضمام إلى نقابة غير مفتوحة للجميع يحتاج إلى موافقة رئيسها. يمكنك انتظار طلب واحد في كل مرة.',
  }),
  localized({
    en: 'Stars count the gifts you receive while live. A day counts as valid after an hour live.',
    ar: 'تحسب النجوم الهدايا التي تتلقاها أثناء البث. يُحتسب اليوم فعالًا بعد ساعة من البث.',
  }),
  localized({
    en: 'Stats and income are counted by day, by week from Monday and by month, in UTC.',
    ar: 'تُحسب الإحصاءات والدخل باليوم وبالأسبوع بدءًا من الاثنين وبالشهر، بالتوقيت العالمي.',
  }),
  localized({
    en: 'The president receives a share of the members’ star income.',
    ar: 'يحصل الرئيس على حصة من دخل نجوم الأعضاء.',
  }),
  localized({
    en: 'Weekly bonuses are paid on Mondays and listed under historical bonus.',
    ar: 'تُدفع المكافآت الأسبوعية يوم الاثنين وتظهر في المكافآت السابقة.',
  }),
  localized({
    en: 'A president cannot leave the guild. A member who leaves keeps what they earned so far.',
    ar: 'لا يمكن للرئيس مغادرة النقابة. العضو الذي يغادر يحتفظ بما كسبه حتى الآن.',
  }),
];

export const rulesHandlers = [on(getGuildRules, () => ({ rules: GUILD_RULES }))];
