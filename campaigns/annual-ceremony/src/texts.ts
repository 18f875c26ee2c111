// Every English text of the ceremony's pages, named once; messages/ar.json translates each.

export const STARS = '{n, plural, one {# star} other {# stars}}';

export const TITLES = {
  home: 'The Annual Grand Ceremony',
  record: 'My ceremony record',
  honor: 'Ceremony honor walls',
  anniversary: 'Our 19th anniversary',
  summary: 'My 2019 in numbers',
} as const;

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
  cardCost: 'Turning a card takes one of each fragment.',
  turn: 'Turn card {n}',
  turnTitle: 'Turn card {n}',
  turnReceive: 'The prize behind card {n}',
  turnSpend: 'One of each fragment',
  turned: 'Card {n}: {prize}',
  needFragments: 'Collect one of each fragment to turn a card.',
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
} as const;

export const RULES = [
  'Every star you send adds starlight to a singer, a room, a guild or a country.',
  'Check in every day of the ceremony to collect stars; the seventh day gives three.',
  'Spin the turntables with golds for prizes, stars and fragments.',
  'Turn a card with one of each fragment to win what is behind it.',
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
