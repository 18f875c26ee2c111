// What the cross-campaign suite opens: every declared route of a campaign, with the URL of the
// first declared example that the router would send to it, and the languages the campaign ships.

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_USER } from '@h5/sandbox-api';
import { type CampaignRoutes, flattenRoutes, matchRoute } from '@h5/ui-kit/routes';
import type { OpenOptions } from '../open.ts';

export interface RouteVisit {
  /** The route as declared, flattened to an absolute path (`/v/quick-recharge/:param`). */
  route: string;
  /**
   * Path and query to open: the first example the route matches, else the route's own path; null
   * when the route has parameters and no example covers it.
   */
  url: string | null;
  /** The URL is one of the campaign's examples, not the bare route. */
  fromExample: boolean;
  /** Routes that check the login are opened signed in; the others as a visitor. */
  signedIn: boolean;
  /** Who opens it signed in: the example's own user (the campaign's `exampleUsers`), else the default. */
  uid: number;
}

/** The path of an example or URL (`/v/x?y=1` → `/v/x`). */
export function pathOf(example: string): string {
  return new URL(example, 'http://example.invalid').pathname;
}

export function routeVisits(campaign: CampaignRoutes): RouteVisit[] {
  const flat = flattenRoutes(campaign.routes);
  const examples = campaign.examples ?? [];
  return flat.map((r) => {
    const example = examples.find((e) => matchRoute(flat, pathOf(e))?.route === r);
    const own = example === undefined ? undefined : campaign.exampleUsers?.[example];
    return {
      route: r.path,
      url: example ?? (r.path.includes('/:') ? null : r.path),
      fromExample: example !== undefined,
      signedIn: !r.noLimit || own !== undefined,
      uid: own ?? DEFAULT_USER.uid,
    };
  });
}

/**
 * Where a pass opens a URL and where the page must stay: `/v/…` paths under the pass's base, paths
 * outside `/v/` (the share pages' `/share`, `/d/…`) as they are, since the manifest publishes them
 * once, without a `/g/` form.
 */
export function placeOf(url: string, base: Pass['base']): { open: string; stays: string } {
  const path = pathOf(url);
  if (path.startsWith('/v/')) return { open: `${base}${url}`, stays: `${base}/v/` };
  return { open: url, stays: `/${path.split('/').filter(Boolean)[0] ?? ''}` };
}

/** How a pass opens the route: signed in (as the example's user) where the route checks the login. */
export function openOptions(visit: RouteVisit, lang: string): OpenOptions {
  return { lang, signedInAs: visit.signedIn ? visit.uid : null };
}

/** The languages a campaign ships besides English (the keys): its `src/messages/<lang>.json`. */
export function shippedLanguages(campaignDir: string): string[] {
  const dir = join(campaignDir, 'src', 'messages');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((f) => /^([a-z]{2,3})\.json$/.exec(f)?.[1])
    .filter((l): l is string => l !== undefined && l !== 'en')
    .sort();
}

export interface Pass {
  lang: string;
  /** '' for `/v/`, '/g' for `/g/v/`. */
  base: '' | '/g';
}

/**
 * English under `/v/`, then each shipped language alternating `/g/v/` and `/v/`: both bases and
 * every language are opened, each route twice for a campaign that ships Arabic only.
 */
export function passes(languages: readonly string[]): Pass[] {
  return [
    { lang: 'en', base: '' },
    ...languages.map((lang, i): Pass => ({ lang, base: i % 2 === 0 ? '/g' : '' })),
  ];
}

/**
 * The passes of the route at `index` in a campaign's list. The campaign's first route opens in
 * English under `/v/` and every shipped language; the others in the shipped languages only, the
 * base alternating from one route to the next. An English pass checks nothing a shipped
 * language's pass does not (no error, no alert, styled controls) but that the build records
 * untranslated keys, once per campaign, while a right-to-left language also checks its
 * translations and script; the campaigns' own suites drive English.
 */
export function routePasses(languages: readonly string[], index: number): Pass[] {
  if (index === 0 || languages.length === 0) return passes(languages);
  return languages.map((lang, i): Pass => ({ lang, base: (index + i) % 2 === 0 ? '/g' : '' }));
}

/** The ways a person meets a route besides its shipped-language passes. */
export interface Variant {
  name: 'visitor in a browser' | 'signed in, in a browser' | 'visitor in the app' | 'signed in, in the app';
  app: boolean;
  signedIn: boolean;
}

export const VARIANTS: readonly Variant[] = [
  { name: 'visitor in a browser', app: false, signedIn: false },
  { name: 'signed in, in a browser', app: false, signedIn: true },
  { name: 'visitor in the app', app: true, signedIn: false },
  { name: 'signed in, in the app', app: true, signedIn: true },
];

/**
 * The variants the route at `index` of a campaign of `routes` routes is opened in, in English,
 * with axe-core: one each, in turn, so every variant is met in every campaign of four routes or
 * more; in a smaller campaign a route takes more than one, so the campaign still meets all four.
 */
export function routeVariants(index: number, routes: number): Variant[] {
  return VARIANTS.filter((_, k) => k % Math.min(routes, VARIANTS.length) === index % VARIANTS.length);
}

/** How a variant opens a route: in the fake app host or a browser, signed in (as the example's user) or not. */
export function variantOptions(variant: Variant, visit: Pick<RouteVisit, 'uid'>): OpenOptions {
  const uid = variant.signedIn ? visit.uid : null;
  return variant.app ? { lang: 'en', app: { signedInAs: uid } } : { lang: 'en', signedInAs: uid };
}
