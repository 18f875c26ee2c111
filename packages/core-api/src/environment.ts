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
