// Every English text of the ceremony's pages, named once; messages/ar.json translates each.

export const STARS = '{n, plural, one {# star} other {# stars}}';

export { TITLES } from './titles.ts';

export const STAGE_LABELS = {
  singer: 'Singers',
  tuhao: 'Patrons',
  live: 'Live hosts',
  ktv_room: 'Rooms',
  goddess: 'Goddesses',
  'live-union': 'Guilds',
  'national-war': 'Countries',
} as const;

export const HONOR_LABELS = {
  user: 'Singers',
  room: 'Rooms',
  'civil-war': 'Civil war',
} as const;

export const HOME_TEXTS = {
  starsHeld: 'Your stars',
  stage: 'Now: {stage}',
  stages: 'Stages',
  rankings: 'Rankings',
  today: 'Today',
  day: 'Day',
  send: 'Send a star',
  sendTitle: 'Send a star to {name}',
  sendReceive: 'Starlight for {name}',
  sent: 'Your star reached {name}.',
  noStars: 'You have no stars left. Check in or spin the turntable to get more.',
  closed: 'Stars cannot be sent now.',
  empty: 'Nobody is ranked here yet.',
  starlight: '{n} starlight',
  members: '{n, plural, one {# member} other {# members}}',
  checkIn: 'Daily check-in',
  checkedIn: 'Checked in. {n, plural, one {# star} other {# stars}} added.',
  fragments: 'Fragments and cards',
  cardCost: 'Turning a card takes {cost}.',
  turn: 'Turn card {n}',
  turnTitle: 'Turn card {n}',
  turnReceive: 'The prize behind card {n}',
  turned: 'Card {n}: {prize}',
  needFragments: 'Collect {cost} to turn a card.',
  turntables: 'Turntables',
  super: 'Super turntable',
  normal: 'Turntable',
  shop: 'Ceremony shop',
  buy: 'Buy',
  buyTitle: 'Buy {item}',
  bought: '{item} is yours. Find it in your backpack.',
  soldOut: 'Sold out',
  short: 'Need more golds',
  left: '{n, plural, one {# left} other {# left}}',
  golds: 'Your golds',
  record: 'My record',
  honor: 'Honor walls',
  rulesTitle: 'How the ceremony works',
  details: 'Details',
  more: 'Show more',
} as const;

export const INVITE_TEXTS = {
  title: 'My invite code',
  invited: '{n, plural, one {# friend invited} other {# friends invited}}',
  copy: 'Copy code',
  share: 'Share',
  copied: 'Code copied',
  /** Spec 8 says copy failures are silent; a tapped copy says so (docs/decisions/copy-failure-toast.md). */
  copyFailed: 'Could not copy. Press and hold the code to copy it.',
  shareTitle: 'Join me at the Annual Grand Ceremony',
  shareDesc: 'Send your stars with me. My invite code: {code}',
} as const;

export const GODDESS_TEXTS = {
  joined: 'You are on the goddess list.',
  notJoined: 'You are not on the goddess list. Goddesses join from their live room in the app.',
  label: 'Search goddesses by name or id',
  placeholder: 'Name or id',
  search: 'Search',
  clear: 'Show all',
  typeFirst: 'Type a name or an id to search.',
  noResult: 'No goddess matches “{q}”.',
  found: '{n, plural, one {# goddess matches “{q}”} other {# goddesses match “{q}”}}',
} as const;

export const WAR_TEXTS = {
  title: 'Today’s war',
  leads: 'Leads by {n} starlight',
  level: 'The sides are level',
  yourSide: 'Your side',
  given: 'Your stars: {n} starlight',
  none: 'Send a star to either side to join this war.',
  endsIn: 'Ends in',
} as const;

export const GUILD_TEXTS = {
  title: 'Guild live',
  hosts: 'The guild’s hosts',
  live: 'Live now',
  offline: 'Offline',
  open: 'Open the room',
  noHosts: 'None of this guild’s hosts has been live yet.',
} as const;

/**
 * What the ceremony's parts are for, in general: shown only when the promotion publishes no rules
 * of its own (`rules` of GET /promotions/{id}), whose amounts and counts are the server's.
 */
export const RULES = [
  'Every star you send adds starlight to a singer, a room, a guild or a country.',
  'Check in every day of the ceremony to collect stars.',
  'Spin the turntables with golds for prizes, stars and fragments.',
  'Turn a card with fragments to win what is behind it.',
  'The shop sells ceremony items for golds while stock lasts.',
] as const;

export const RECORD_TEXTS = {
  awards: 'My awards',
  purchases: 'My purchases',
  noAwards: 'No awards yet. Spin a turntable or turn a card to win one.',
  noPurchases: 'You have not bought anything in the ceremony shop yet.',
  back: 'Back to the ceremony',
} as const;

export const HONOR_PAGE_TEXTS = {
  intro: 'The singers, rooms and countries crowned at past ceremonies.',
} as const;

export const ANNIVERSARY_TEXTS = {
  thanks: 'Nineteen years of singing together. Thank you for every song.',
  winners: 'This year’s leaders',
  go: 'Go to the ceremony',
} as const;

export const SUMMARY_TEXTS = {
  songs: '{n, plural, one {# song sung} other {# songs sung}}',
  listeners: '{n, plural, one {# listener} other {# listeners}}',
  gifts: '{n, plural, one {# gift received} other {# gifts received}}',
  followers: '{n, plural, one {# new follower} other {# new followers}}',
  topSong: 'Your most sung song',
  bestRank: 'Your best rank: #{rank}',
  intro: 'Here is your year on stage.',
} as const;

export const TREASURE_TEXTS = {
  title: 'Snatch the treasure',
  perStar: 'Every star anyone sends adds {golds}. Whoever sends the most stars today takes it all.',
  leader: 'Leading:',
  endsIn: 'Snatched in',
  sent: 'You have sent {n, plural, one {# star} other {# stars}} in the ceremony.',
  need: 'Opens at {n, plural, one {# star} other {# stars}} sent',
  opened: 'Opened: find it in your record',
} as const;
