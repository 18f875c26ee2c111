// Spec 9: the environment follows the page's origin, and every host derives from it.

export const ENVIRONMENTS = ['dev', 'test', 'box', 'pro'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const HOST_NAMES = ['api', 'pay', 'bet', 'link', 'icst', 'static', 'track'] as const;
export type HostName = (typeof HOST_NAMES)[number];
export type Hosts = Record<HostName, string>;

/** The internal staging host ("box"). */
export const BOX_HOSTNAME = 'box.sm-h5.internal';
/** Registrable domain of the test and production hosts; real values come in at build time (H5_HOSTS). */
export const PRODUCT_DOMAIN = 'sm-h5.example';

export function environmentOf(origin: string): Environment {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return 'pro';
  }
  if (url.port === '8001') return 'dev';
  if (origin.includes('test')) return 'test';
  if (url.hostname === BOX_HOSTNAME) return 'box';
  return 'pro';
}

export function hostsFor(env: Environment, origin: string): Hosts {
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
      ? `https://${name}.${PRODUCT_DOMAIN}`
      : env === 'test'
        ? `https://${name}-test.${PRODUCT_DOMAIN}`
        : `http://${BOX_HOSTNAME}/${name}`;
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
  build: { env?: string; hosts?: string } = {
    env: import.meta.env?.VITE_H5_ENV,
    hosts: import.meta.env?.VITE_H5_HOSTS,
  },
): { env: Environment; hosts: Hosts } {
  const forced = ENVIRONMENTS.includes(build.env as Environment) ? (build.env as Environment) : null;
  const env = forced ?? environmentOf(origin);
  const hosts = hostsFor(env, origin);
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
export function buildOverrideProblems(build: { env?: string; hosts?: string }): string[] {
  const problems: string[] = [];
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

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.search === '' && u.hash === '';
  } catch {
    return false;
  }
}
