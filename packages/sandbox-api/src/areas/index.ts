// Every area of the app's API the sandbox implements. A campaign's area is added here.

import type { AreaDefinition } from '../area.ts';
import { bettingArea } from './betting/index.ts';
import { familyArea } from './family/index.ts';
import { feedbackArea } from './feedback/index.ts';
import { financeArea } from './finance/index.ts';
import { generalArea } from './general.ts';
import { guildArea } from './guild/index.ts';
import { lotteriesArea } from './lotteries/index.ts';
import { luckyEggArea } from './luckyEgg.ts';
import { rapidArea } from './rapid/index.ts';
import { seasonalArea } from './seasonal/index.ts';
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
  lotteriesArea,
  tasksArea,
  seasonalArea,
  valentineArea,
  triviaArea,
] as AreaDefinition<unknown>[];
