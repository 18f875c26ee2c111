// Spec 9: the environment follows the page's origin, and every host derives from it.

export const ENVIRONMENTS = ['dev', 'test', 'box', 'pro'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const HOST_NAMES = ['api', 'pay', 'bet', 'link', 'icst', 'static', 'track'] as const;
export type HostName = (typeof HOST_NAMES)[number];
export type Hosts = Record<HostName, string>;

/** The internal staging host ("box") of local builds; a published build sets its own (H5_BOX_HOST). */
export const BOX_HOSTNAME = 'box.sm-h5.internal';
/** The placeholder domain of local builds; a published build sets the real one (H5_DOMAIN). */
export const PRODUCT_DOMAIN = 'sm-h5.example';

/** Where the test, box and production hosts live. */
export interface HostDomains {
  /** The registrable domain the test and production hosts derive from. */
  product: string;
  /** The internal staging host. */
  box: string;
}

export const PLACEHOLDER_DOMAINS: HostDomains = { product: PRODUCT_DOMAIN, box: BOX_HOSTNAME };

/** The build's domains: H5_DOMAIN and H5_BOX_HOST (box.<domain> by default), else the placeholders. */
export function buildDomains(build: { domain?: string; box?: string }): HostDomains {
  const product = build.domain?.trim() || PRODUCT_DOMAIN;
  const box = build.box?.trim() || (build.domain?.trim() ? `box.${product}` : BOX_HOSTNAME);
  return { product, box };
}

export function environmentOf(origin: string, boxHost: string = BOX_HOSTNAME): Environment {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return 'pro';
  }
  if (url.port === '8001') return 'dev';
  if (origin.includes('test')) return 'test';
  if (url.hostname === boxHost) return 'box';
  return 'pro';
}

export function hostsFor(
  env: Environment,
  origin: string,
  domains: HostDomains = PLACEHOLDER_DOMAINS,
): Hosts {
  if (env === 'dev') {
    // The sandbox API answers every host on the page's own origin, one path prefix per host,
    // so a local build works on any port (start on 8001, e2e servers on free ports).
    const o = origin.replace(/\/$/, '');
    return {
      api: o,
      pay: `${o}/pay`,
      bet: `${o}/bet`,
      link: o,
      icst: `${o}/icst`,
      static: `${o}/static`,
      track: `${o}/track`,
    };
  }
  const sub = (name: string) =>
    env === 'pro'
      ? `https://${name}.${domains.product}`
      : env === 'test'
        ? `https://${name}-test.${domains.product}`
        : `http://${domains.box}/${name}`;
  return {
    api: sub('api'),
    pay: sub('pay'),
    bet: sub('bet'),
    link: sub('link'),
    icst: sub('icst'),
    static: sub('static'),
    track: sub('track'),
  };
}

/**
 * Build-time overrides: H5_ENV forces an environment (the local build uses `dev` so it runs on any
 * port), H5_HOSTS (JSON) replaces individual hosts.
 */
export function resolveHosts(
  origin: string,
  build: { env?: string; hosts?: string; domain?: string; box?: string } = {
    env: import.meta.env?.VITE_H5_ENV,
    hosts: import.meta.env?.VITE_H5_HOSTS,
    domain: import.meta.env?.VITE_H5_DOMAIN,
    box: import.meta.env?.VITE_H5_BOX_HOST,
  },
): { env: Environment; hosts: Hosts } {
  const forced = ENVIRONMENTS.includes(build.env as Environment) ? (build.env as Environment) : null;
  const domains = buildDomains(build);
  const env = forced ?? environmentOf(origin, domains.box);
  const hosts = hostsFor(env, origin, domains);
  if (build.hosts) {
    try {
      Object.assign(hosts, JSON.parse(build.hosts));
    } catch {
      // The build refuses a malformed override (buildOverrideProblems); should one get through
      // anyway, the derived hosts are kept rather than breaking every call.
    }
  }
  return { env, hosts };
}

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
