// The singer programmes as configuration: the page each is, what it is called and says about
// itself, and its look. Who qualifies and how one applies come from the server by its key, so a new
// programme is one entry here plus the server's configuration. Pure data (read under Node too).

import type { RouteDecl } from '@h5/ui-kit/routes';

export interface ProgrammePage {
  path: string;
  /** The server's programme key. */
  key: string;
  title: string;
  tagline: string;
  /** What the programme is: paragraphs (English keys). */
  about: readonly string[];
  theme: 'gold' | 'violet' | 'saffron' | 'teal';
}

export const PROGRAMMES: readonly ProgrammePage[] = [
  {
    path: '/v/popular-singer',
    key: 'popular-singer',
    title: 'Popular singer',
    tagline: 'Get featured to millions of listeners.',
    about: [
      'Popular singers are featured on the home page and in song recommendations for a month.',
      'Each month the team picks new popular singers from the applications.',
    ],
    theme: 'gold',
  },
  {
    path: '/v/verified-singer',
    key: 'verified-singer',
    title: 'Verified singer',
    tagline: 'The badge that says your voice is yours.',
    about: [
      'Verified singers carry a badge next to their name and get a home page of their own.',
      'Verification is for singers who post their own songs and have a following.',
    ],
    theme: 'violet',
  },
  {
    path: '/v/India-star',
    key: 'India-star',
    title: 'India star',
    tagline: 'India’s next singing star could be you.',
    about: [
      'India star finds new voices across India every season.',
      'Chosen singers perform in live shows and win studio sessions.',
    ],
    theme: 'saffron',
  },
  {
    path: '/v/original-song',
    key: 'original-song',
    title: 'Original song',
    tagline: 'Share a song you wrote and get it heard.',
    about: [
      'Upload a song you wrote and sang yourself: chosen songs are added to the song library.',
      'Your song stays yours: you are named as its writer wherever it is sung.',
    ],
    theme: 'teal',
  },
];

/** A programme's one page. */
export function programmeRoute(p: ProgrammePage): RouteDecl {
  return { path: p.path, screen: 'programme', noLimit: true, meta: { title: p.title } };
}

/** The programme whose page `path` is on (the first one for any other path). */
export function programmeAt(path: string): ProgrammePage {
  return PROGRAMMES.find((p) => path === p.path || path.startsWith(`${p.path}/`)) ?? PROGRAMMES[0]!;
}

/** The programme a track is uploaded for (`?programme=`), original song by default. */
export function trackProgramme(query: URLSearchParams): ProgrammePage {
  const key = query.get('programme');
  return PROGRAMMES.find((p) => p.key === key) ?? PROGRAMMES.find((p) => p.key === 'original-song')!;
}
