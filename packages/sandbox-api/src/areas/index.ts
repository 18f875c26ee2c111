// Every area of the app's API the sandbox implements. A campaign's area is added here.

import type { AreaDefinition } from '../area.ts';
import { bettingArea } from './betting/index.ts';
import { financeArea } from './finance/index.ts';
import { generalArea } from './general.ts';
import { luckyEggArea } from './luckyEgg.ts';
import { rapidArea } from './rapid/index.ts';
import { sscArea } from './ssc/index.ts';
import { rechargeArea } from './recharge.ts';
import { vipArea } from './vip.ts';
import { guildArea } from './guild.ts';
import { familyArea } from './family.ts';
import { inviteArea } from './invite.ts';
import { shareArea } from './share.ts';
import { feedbackArea } from './feedback.ts';
import { rankingsArea } from './rankings.ts';

export const ALL_AREAS = [
  generalArea,
  bettingArea,
  rapidArea,
  luckyEggArea,
  financeArea,
  sscArea,
  rechargeArea,
  vipArea,
  guildArea,
  familyArea,
  inviteArea,
  shareArea,
  feedbackArea,
  rankingsArea,
] as AreaDefinition<unknown>[];
