// The pages' titles: the routes (the first paint) read only these, the screens the rest of texts.ts.

export const TITLES = {
  home: 'The Annual Grand Ceremony',
  record: 'My ceremony record',
  honor: 'Ceremony honor walls',
  anniversary: 'Our 19th anniversary',
  summary: 'My 2019 in numbers',
} as const;
