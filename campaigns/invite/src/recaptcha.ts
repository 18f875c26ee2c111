// reCAPTCHA behind one small interface: the invite-code submission asks for a token and sends it
// (spec 5). A published page loads Google's script with the site key from the build's config
// (VITE_RECAPTCHA_SITE_KEY in the build's environment); local builds and tests use the sandbox's
// provider, which issues tokens the sandbox later checks (fresh, unused, not refused). The page's
// code is the same for both: `captcha().token(action)`.

export interface Captcha {
  /** A token for `action`, or null when none could be had (blocked script, no network). */
  token(action: string): Promise<string | null>;
}

export const CAPTCHA_ACTION = 'invite_code';
/** Google's script; `render` names the site key (reCAPTCHA v3, invisible). */
const GOOGLE_SCRIPT = 'https://www.google.com/recaptcha/api.js';
/** The sandbox's stand-in for Google's token endpoint, on the page's own origin. */
export const SANDBOX_TOKEN_PATH = '/recaptcha/sandbox/token';
/** A token that has not come within this time is treated as missing. */
const TOKEN_TIMEOUT_MS = 10_000;

interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, opts: { action: string }): Promise<string>;
}

export type CaptchaKind = { kind: 'sandbox' } | { kind: 'google'; siteKey: string } | { kind: 'none' };

/** Which provider a build uses: the sandbox in dev, Google with a site key, else none (every token missing). */
export function captchaKind(env: string | undefined, siteKey: string | undefined): CaptchaKind {
  if (env === 'dev') return { kind: 'sandbox' };
  const key = siteKey?.trim();
  return key ? { kind: 'google', siteKey: key } : { kind: 'none' };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([p, new Promise<null>((r) => setTimeout(() => r(null), ms))]);
}

export function sandboxCaptcha(origin: string, fetcher: typeof fetch = fetch): Captcha {
  return {
    async token(action) {
      try {
        const res = await withTimeout(
          fetcher(`${origin}${SANDBOX_TOKEN_PATH}?action=${encodeURIComponent(action)}`),
          TOKEN_TIMEOUT_MS,
        );
        if (!res?.ok) return null;
        const body = (await res.json()) as { token?: unknown };
        return typeof body.token === 'string' && body.token ? body.token : null;
      } catch {
        return null;
      }
    },
  };
}

let script: Promise<Grecaptcha | null> | null = null;

function loadGoogle(siteKey: string): Promise<Grecaptcha | null> {
  script ??= new Promise((resolve) => {
    const el = document.createElement('script');
    el.src = `${GOOGLE_SCRIPT}?render=${encodeURIComponent(siteKey)}`;
    el.async = true;
    el.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (!g) return resolve(null);
      g.ready(() => resolve(g));
    };
    el.onerror = () => {
      // A blocked script may load on the next try.
      script = null;
      resolve(null);
    };
    document.head.append(el);
  });
  return script;
}

function googleCaptcha(siteKey: string): Captcha {
  return {
    async token(action) {
      try {
        const g = await withTimeout(loadGoogle(siteKey), TOKEN_TIMEOUT_MS);
        if (!g) return null;
        return (await withTimeout(g.execute(siteKey, { action }), TOKEN_TIMEOUT_MS)) || null;
      } catch {
        return null;
      }
    },
  };
}

export function captchaFor(kind: CaptchaKind, origin: string): Captcha {
  if (kind.kind === 'sandbox') return sandboxCaptcha(origin);
  if (kind.kind === 'google') return googleCaptcha(kind.siteKey);
  return { token: async () => null };
}

/** This build's provider. */
export function captcha(): Captcha {
  return captchaFor(
    captchaKind(
      import.meta.env.VITE_H5_ENV as string | undefined,
      import.meta.env.VITE_RECAPTCHA_SITE_KEY as string | undefined,
    ),
    location.origin,
  );
}
