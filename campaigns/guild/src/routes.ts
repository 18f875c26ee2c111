import { defineRoutes, type ReadDecl } from '@h5/ui-kit/routes';

/** The guild area's screens, each an English key of its title. */
export const TITLES = {
  guildLive: 'My guild',
  president: 'My guild',
  memberDetails: 'My guild',
  noParticipateGuild: 'Join a guild',
  guildIncome: 'My income',
  guildPresidentIncome: 'Guild income',
  myStars: 'My stars',
  memberList: 'Members',
  guildInformation: 'Guild information',
  createGuild: 'Create a guild',
  country: 'Guild country',
  joinGuild: 'Guild',
  application: 'Applications',
  rule: 'Guild rules',
  tips: 'Tips for broadcasters',
  historicalBonus: 'Historical bonus',
  pkIndex: 'Guild PK',
  pkSchedule: 'PK schedule',
} as const;

/**
 * The guild screens read the user's roles first: the page's HTML starts that read at once. What
 * they read next (the guild, stats, members, income of an identity) waits for its answer: the
 * identity shown is the one asked for only where the user's role in it fits the screen.
 */
const ROLE_READ: ReadDecl[] = [{ call: 'guild.myGuildRole' }];

/** A guild's page reads only with a well-formed `guild_id` (`guildIdOf`). */
const GUILD_GIVEN = { value: '$query.guild_id', pattern: /^[1-9]\d{0,9}$/ };

const screen = (
  path: string,
  key: keyof typeof TITLES,
  extra: { noLimit?: boolean; reads?: ReadDecl[] } = {},
) => ({
  path,
  screen: key,
  meta: { title: TITLES[key] },
  ...extra,
});

export default defineRoutes({
  campaign: 'guild',
  title: 'Guilds (broadcaster agencies): members, stars, income and applications; and the guild PK.',
  routes: [
    {
      // The bare address reads the user's role and goes to the page of it.
      ...screen('/v/guild-live', 'guildLive', { reads: ROLE_READ }),
      children: [
        screen('president', 'president', { reads: ROLE_READ }),
        screen('member-details', 'memberDetails', { reads: ROLE_READ }),
        screen('no-participate-guild', 'noParticipateGuild', { reads: ROLE_READ }),
        screen('guild-income', 'guildIncome', { reads: ROLE_READ }),
        screen('guild-president-income', 'guildPresidentIncome', { reads: ROLE_READ }),
        screen('my-stars', 'myStars', { reads: ROLE_READ }),
        screen('member-list', 'memberList', { reads: ROLE_READ }),
        screen('guild-information', 'guildInformation', { reads: ROLE_READ }),
        screen('create-guild', 'createGuild', { reads: ROLE_READ }),
        screen('country', 'country'),
        screen('join-guild', 'joinGuild', {
          reads: [
            { call: 'guild.myGuildRole', when: GUILD_GIVEN },
            { call: 'guild.guildDetails', params: { guild_id: '$query.guild_id' }, when: GUILD_GIVEN },
          ],
        }),
        screen('application', 'application', { reads: ROLE_READ }),
        screen('rule', 'rule', { noLimit: true, reads: [{ call: 'guild.rules' }] }),
        screen('tips', 'tips', { noLimit: true }),
        screen('historical-bonus', 'historicalBonus', { reads: ROLE_READ }),
      ],
    },
    {
      path: '/v/guild-pk',
      redirect: { to: 'index' },
      children: [
        screen('index', 'pkIndex', { noLimit: true, reads: [{ call: 'guild.pkCurrent' }] }),
        screen('schedule', 'pkSchedule', { noLimit: true, reads: [{ call: 'guild.pkSchedule' }] }),
      ],
    },
  ],
  examples: [
    '/v/guild-live',
    '/v/guild-live/join-guild?guild_id=103&identity=1',
    '/v/guild-live/no-participate-guild?identity=1',
    '/v/guild-live/president?identity=1',
    '/v/guild-live/member-details?identity=0',
    '/v/guild-pk/index',
  ],
});
