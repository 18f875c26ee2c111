import { defineRoutes } from '@h5/ui-kit/routes';

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

/** The guild screens read the user's roles first: the page's HTML starts that read at once. */
const ROLE_READ = [{ call: 'guild.myGuildRole' }];

const screen = (
  path: string,
  key: keyof typeof TITLES,
  extra: { noLimit?: boolean; reads?: Array<{ call: string }> } = {},
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
        screen('guild-income', 'guildIncome'),
        screen('guild-president-income', 'guildPresidentIncome'),
        screen('my-stars', 'myStars'),
        screen('member-list', 'memberList'),
        screen('guild-information', 'guildInformation'),
        screen('create-guild', 'createGuild'),
        screen('country', 'country'),
        screen('join-guild', 'joinGuild'),
        screen('application', 'application'),
        screen('rule', 'rule', { noLimit: true }),
        screen('tips', 'tips', { noLimit: true }),
        screen('historical-bonus', 'historicalBonus'),
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
