// What stops a build: the checks of its variables (H5_ENV, H5_HOSTS, H5_DOMAIN, H5_BOX_HOST,
// H5_APP_LINKS), run by the Vite preset when a build starts. Build-time only: the page reads the
// values it was built with and carries neither these checks nor their messages.

import { type AppLinks, buildAppLinks, DEFAULT_APP_LINKS } from './appLinks.ts';
import { ENVIRONMENTS, type Environment, HOST_NAMES, type HostName, PRODUCT_DOMAIN } from './environment.ts';

/**
 * Why H5_ENV and H5_HOSTS cannot make a build, or nothing when they can. The page itself stays
 * tolerant (resolveHosts), so a typo has to be stopped here: otherwise it would publish pages that
 * quietly call the hosts of another environment.
 */
export function buildOverrideProblems(build: {
  env?: string;
  hosts?: string;
  domain?: string;
  box?: string;
}): string[] {
  const problems: string[] = [];
  for (const [name, value] of [
    ['H5_DOMAIN', build.domain],
    ['H5_BOX_HOST', build.box],
  ] as const) {
    if (value && !HOSTNAME.test(value.trim()))
      problems.push(`${name} is "${value}": write a host name like example.com, without a scheme or path`);
  }
  if (build.env && !ENVIRONMENTS.includes(build.env as Environment)) {
    problems.push(
      `H5_ENV is "${build.env}": use one of ${ENVIRONMENTS.join(', ')}, or leave it unset to follow the page's origin`,
    );
  }
  if (build.hosts) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(build.hosts);
    } catch {
      problems.push(`H5_HOSTS is not JSON: write it as {"api":"https://…"}`);
      return problems;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      problems.push(`H5_HOSTS must be a JSON object of host names to URLs, like {"api":"https://…"}`);
      return problems;
    }
    for (const [name, value] of Object.entries(parsed)) {
      if (!HOST_NAMES.includes(name as HostName)) {
        problems.push(`H5_HOSTS names an unknown host "${name}": the hosts are ${HOST_NAMES.join(', ')}`);
      } else if (!isHttpUrl(value)) {
        problems.push(`H5_HOSTS.${name} is not an http(s) URL: ${JSON.stringify(value)}`);
      }
    }
  }
  return problems;
}

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * Why a build that may be published cannot be made: one that is not a local (`dev`) build serves
 * the test, box or production hosts, and those must be the real ones, never the placeholder
 * domain. Nothing when H5_DOMAIN is set, or H5_HOSTS names every host.
 */
export function publishedHostsProblems(build: { env?: string; hosts?: string; domain?: string }): string[] {
  if (build.env === 'dev' || build.domain?.trim()) return [];
  let named: string[] = [];
  try {
    named = Object.keys(JSON.parse(build.hosts || '{}') as object);
  } catch {
    // buildOverrideProblems says what is wrong with it
  }
  if (HOST_NAMES.every((h) => named.includes(h))) return [];
  return [
    `a ${build.env || 'test, box or production'} build needs its real hosts: set H5_DOMAIN to the registrable domain the test and production hosts derive from (and H5_BOX_HOST for the staging host, box.<domain> by default), or H5_HOSTS with every one of ${HOST_NAMES.join(', ')}; the placeholder ${PRODUCT_DOMAIN} is never published. A local build sets H5_ENV=dev.`,
  ];
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.search === '' && u.hash === '';
  } catch {
    return false;
  }
}

const APP_LINK_KEYS = Object.keys(DEFAULT_APP_LINKS) as (keyof AppLinks)[];
const SCHEME = /^[a-z][a-z0-9+.-]*$/;
const HEADER = /^[a-z0-9-]+$/;
const isHttpsUrl = (v: unknown) => {
  if (typeof v !== 'string') return false;
  try {
    return new URL(v).protocol === 'https:';
  } catch {
    return false;
  }
};

/** What is wrong with an H5_APP_LINKS value (a JSON object of some of AppLinks' keys), if anything. */
export function appLinksProblems(json: string | undefined): string[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return ['H5_APP_LINKS is not JSON: write it as {"scheme":"myapp","android":"https://…"}'];
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return [`H5_APP_LINKS must be a JSON object with some of ${APP_LINK_KEYS.join(', ')}`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (!APP_LINK_KEYS.includes(key as keyof AppLinks)) {
      problems.push(`H5_APP_LINKS names an unknown key "${key}": the keys are ${APP_LINK_KEYS.join(', ')}`);
    } else if (
      key === 'scheme'
        ? !SCHEME.test(String(value))
        : key === 'iosUserAgentHeader'
          ? !HEADER.test(String(value))
          : !isHttpsUrl(value)
    ) {
      const want =
        key === 'scheme'
          ? 'a lower-case URL scheme without "://"'
          : key === 'iosUserAgentHeader'
            ? 'a lower-case header name'
            : 'an https URL';
      problems.push(`H5_APP_LINKS.${key} must be ${want}: ${JSON.stringify(value)}`);
    }
  }
  return problems;
}

/** The app links of a build: the defaults with its H5_APP_LINKS on top (a bad value was refused at build). */
export function appLinksFrom(json: string | undefined): AppLinks {
  return !json || appLinksProblems(json).length > 0 ? DEFAULT_APP_LINKS : buildAppLinks(json);
}
