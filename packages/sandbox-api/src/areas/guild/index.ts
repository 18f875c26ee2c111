// Guild (broadcaster agency) and guild PK: the sandbox side of campaigns/guild. Split by what it
// holds: constants and refusals, state and roles, the seeded world, guild calls, earnings,
// uploads and PK.

import { defineArea } from '../../area.ts';
import { coverRoute } from './covers.ts';
import { earningHandlers } from './earnings.ts';
import { guildHandlers } from './guilds.ts';
import { pkHandlers } from './pk.ts';
import { rulesHandlers } from './rules.ts';
import { seedGuilds } from './seed.ts';
import type { GuildState } from './state.ts';
import { uploadHandlers, uploadRoute } from './upload.ts';

export const guildArea = defineArea<GuildState>({
  name: 'guild',
  seed: seedGuilds,
  handlers: [...guildHandlers, ...earningHandlers, ...uploadHandlers, ...pkHandlers, ...rulesHandlers],
  raw: [coverRoute, uploadRoute],
  switches: {
    /** Fills a guild to its limit (for the "guild is full" refusal). */
    fillGuild: (state, body) => {
      const g = state.guilds.get(Number(body.guild_id));
      if (!g) throw new Error('fillGuild needs a seeded guild_id');
      for (let uid = 9000; g.members.size + 1 < g.max_members; uid++) g.members.set(uid, 0);
      return { member_count: g.members.size + 1 };
    },
  },
});

export { GUILD_ERRORS, RECOMMEND_PAGE_SIZE, UPLOAD_MAX_BYTES } from './constants.ts';
export type { GuildState } from './state.ts';
