// Every area of the app's API the sandbox implements. A campaign's area is added here.

import type { AreaDefinition } from '../area.ts';
import { annualCeremonyArea } from './annualCeremony/index.ts';
import { bettingArea } from './betting/index.ts';
import { championArea } from './champion/index.ts';
import { familyArea } from './family/index.ts';
import { feedbackArea } from './feedback/index.ts';
import { financeArea } from './finance/index.ts';
import { generalArea } from './general.ts';
import { guildArea } from './guild/index.ts';
import { inviteArea } from './invite/index.ts';
import { liveArea } from './live/index.ts';
import { lotteriesArea } from './lotteries/index.ts';
import { luckyEggArea } from './luckyEgg.ts';
import { powerfulFamilyArea } from './powerfulFamily/index.ts';
import { rankingsArea } from './rankings/index.ts';
import { rapidArea } from './rapid/index.ts';
import { rechargeArea } from './recharge/index.ts';
import { seasonalArea } from './seasonal/index.ts';
import { shareArea } from './share/index.ts';
import { singersArea } from './singers/index.ts';
import { sscArea } from './ssc/index.ts';
import { tasksArea } from './tasks/index.ts';
import { triviaArea } from './trivia.ts';
import { valentineArea } from './valentine.ts';
import { vipArea } from './vip/index.ts';

export const ALL_AREAS = [
  generalArea,
  bettingArea,
  rapidArea,
  luckyEggArea,
  financeArea,
  sscArea,
  vipArea,
  guildArea,
  familyArea,
  feedbackArea,
  shareArea,
  powerfulFamilyArea,
  championArea,
  inviteArea,
  rankingsArea,
  singersArea,
  rechargeArea,
  lotteriesArea,
  tasksArea,
  seasonalArea,
  valentineArea,
  triviaArea,
  liveArea,
  annualCeremonyArea,
] as AreaDefinition<unknown>[];
