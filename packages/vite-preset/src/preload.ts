// The head script that starts the first screen's reads as soon as the HTML arrives, instead of
// after the entry script has downloaded and run. Each route declares its reads as data
// (`reads` in src/routes.ts); the build resolves them against the call contracts and writes one
// small inline script with, per route, the host, path and parameters of each read. On the page it
// matches the path as the router does, resolves the hosts as resolveHosts does, adds what the
// client adds (`ts`, credentials, `lang`, `token`, the iOS user-agent header) and keeps each
// promise under the key the client looks for (core-api preloaded.ts), which takes it over once.
// It also asks for the first screen's chunk files and the catalogs of the page's language
// (screenChunks.ts), and, once the shell has painted (the HTML parsed, a frame, then a task),
// starts a worker that builds the page's formatters (numbers, dates, relative times, plurals,
// graphemes) in its language. The first of a visit loads ICU's data, 150–250 ms of a 4x-throttled
// start; built on the page's own thread (as it was), that was a long task beside the shell's first
// paint, counted in the blocking time or holding the paint back. ICU's caches belong to the process, so a
// worker's build makes the page's first formatters cost about nothing, and the page's thread pays
// only the worker's start.

import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type CallDef, PRELOADED_GLOBAL } from '@h5/core-api';
import { appLinksFrom } from '@h5/core-api/build-checks';
import * as general from '@h5/core-api/contracts/general';
import {
  buildDomains,
  ENVIRONMENTS,
  type Environment,
  type HostName,
  hostsFor,
} from '@h5/core-api/environment';
import { readName } from '@h5/ui-kit/reads';
import { type CampaignRoutes, flattenRoutes } from '@h5/ui-kit/routes';

const CONTRACTS_DIR = fileURLToPath(new URL('../../core-api/src/contracts/', import.meta.url));

/**
 * Every contract module of core-api, one per API area, by its file name. Found on disk rather
 * than listed, so a new area's contract is known to the build the moment its file exists.
 */
export const CONTRACT_AREAS: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    readdirSync(CONTRACTS_DIR)
      .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
      .sort()
      .map(async (f) => [
        f.replace(/\.ts$/, ''),
        await import(/* @vite-ignore */ pathToFileURL(CONTRACTS_DIR + f).href),
      ]),
  ),
);

/** The read the login guard makes on every route without `noLimit`. */
const USER_READ = general.getSelf.name;
/** The server clock's read, which startCampaign makes on every page (its answer carries its round trip). */
const CLOCK_READ = general.getServerTime.name;

const isCallDef = (v: unknown): v is CallDef =>
  typeof v === 'object' &&
  v !== null &&
  ['name', 'method', 'host', 'path'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

/** The call definitions by their `name`. */
export function callsByName(areas = CONTRACT_AREAS): Map<string, CallDef> {
  const out = new Map<string, CallDef>();
  for (const mod of Object.values(areas))
    for (const v of Object.values(mod)) if (isCallDef(v)) out.set(v.name, v);
  return out;
}

interface PreloadRead {
  /** The call's name, the first part of the key the client looks for. */
  n: string;
  h: HostName;
  /** Path with `{param}` placeholders. */
  u: string;
  /**
   * Parameters: literal values, or `$query.x` / `$param.x` (`$query.x?`: left out when absent;
   * `$query.x|y`: the first of those names the query gives a value, as links shared under older
   * names are read).
   */
  q: Record<string, string | number | boolean>;
  /** Per parameter, the pattern (source) its `$` value must match, or it counts as absent. */
  o?: Record<string, string>;
  /** The `$` value the read is started only with, and the pattern (source) it must match. */
  w?: [string, string | null];
  /** Started only with a login token: a visitor gets the sign-in page, whose screen reads nothing. */
  s?: 1;
}

export interface PreloadRoute {
  /** The route's absolute path, with `:param` segments. */
  p: string;
  r: PreloadRead[];
  /**
   * The files of its screen's chunk, under the build's base: scripts asked for as `modulepreload`,
   * stylesheets as `preload`, both in CORS mode as Vite's loader then asks for them (a preload in
   * another mode would not be reused).
   */
  c?: string[];
  /** Its chunk is asked for only with a login token: a visitor gets the sign-in page instead. */
  g?: 1;
}

const staticSegments = (path: string) => path.split('/').filter((s) => s && !s.startsWith(':')).length;

/**
 * The reads to start per route path, most specific path first (as the router prefers exact
 * segments). A redirect route starts its target's reads; a route without `noLimit` also starts
 * the user read its login guard makes. Throws on an unknown call, a POST or a money call.
 */
export function preloadPlan(
  routes: CampaignRoutes,
  calls = callsByName(),
  chunks: Record<string, string[]> = {},
): PreloadRoute[] {
  const flat = flattenRoutes(routes.routes);
  const byPath = new Map(flat.map((r) => [r.path, r]));
  const plan: PreloadRoute[] = [];
  for (const route of flat) {
    const target = route.redirect ? byPath.get(route.redirect.to.split('?')[0] ?? '') : route;
    if (!target?.screen) continue;
    const declared = [...target.reads];
    const files = chunks[target.screen] ?? [];
    if (declared.length === 0 && files.length === 0) continue;
    if (declared.length > 0 && !target.noLimit && !declared.some((d) => readName(d) === USER_READ))
      declared.unshift({ call: USER_READ });
    if (declared.length > 0 && !declared.some((d) => readName(d) === CLOCK_READ))
      declared.unshift({ call: CLOCK_READ });
    const reads = declared.map((d): PreloadRead => {
      const name = readName(d);
      const where = `${routes.campaign}: route ${target.path} reads "${name}"`;
      const def = calls.get(name);
      if (!def) throw new Error(`${where}: no call of core-api's contracts has that name`);
      if (def.method !== 'GET' || def.moneyMoving)
        throw new Error(`${where}: only GET calls that move no money may start in the HTML`);
      const params = d.params ?? {};
      for (const [, key] of def.path.matchAll(/\{(\w+)\}/g))
        if (!(key! in params)) throw new Error(`${where}: its path needs the parameter "${key}"`);
      const read: PreloadRead = { n: def.name, h: def.host, u: def.path, q: params };
      if (d.when) read.w = [d.when.value, d.when.pattern?.source ?? null];
      for (const [key, pattern] of Object.entries(d.patterns ?? {})) {
        if (!(key in params))
          throw new Error(`${where}: a pattern for "${key}", which is not one of its parameters`);
        read.o = { ...read.o, [key]: pattern.source };
      }
      if ((!target.noLimit && name !== USER_READ && name !== CLOCK_READ) || d.signedIn) read.s = 1;
      return read;
    });
    const entry: PreloadRoute = { p: route.path, r: reads };
    if (files.length > 0) entry.c = files;
    if (files.length > 0 && !target.noLimit) entry.g = 1;
    plan.push(entry);
  }
  return plan.sort((a, b) => staticSegments(b.p) - staticSegments(a.p));
}

/** What the build says about hosts and the app: H5_ENV, H5_HOSTS, H5_DOMAIN, H5_BOX_HOST, H5_APP_LINKS. */
export interface HostBuild {
  env?: string;
  hosts?: string;
  domain?: string;
  box?: string;
  appLinks?: string;
}

/** Stands for `location.origin` in the host table; the script puts the page's origin in. */
const ORIGIN_MARK = '{origin}';

/** The hosts each environment resolves to (only those the reads use), build overrides applied. */
function hostTable(
  hosts: Iterable<HostName>,
  build: HostBuild,
): Partial<Record<Environment, Partial<Record<HostName, string>>>> {
  const forced = ENVIRONMENTS.find((e) => e === build.env);
  const overrides = build.hosts ? (JSON.parse(build.hosts) as Partial<Record<HostName, string>>) : {};
  const used = [...new Set(hosts)];
  const table: Partial<Record<Environment, Partial<Record<HostName, string>>>> = {};
  for (const env of forced ? [forced] : ENVIRONMENTS) {
    const all = { ...hostsFor(env, ORIGIN_MARK, buildDomains(build)), ...overrides };
    table[env] = Object.fromEntries(used.map((h) => [h, all[h]]));
  }
  return table;
}

/**
 * The formatters' worker: its name is the page's language. It builds what the page's first
 * screens format with (i18n's formatNumber, formatDate, relative times, plural messages and text
 * cutting), each on its own so one the browser lacks does not stop the others, then says it is done.
 */
export const FORMATTERS_WORKER = `var l=self.name||undefined;[function(){new Intl.NumberFormat(l).format(1.5)},function(){new Intl.DateTimeFormat(l,{dateStyle:'medium'}).format(0)},function(){new Intl.RelativeTimeFormat(l,{numeric:'auto'}).format(-1,'minute')},function(){new Intl.PluralRules(l).select(1)},function(){new Intl.Segmenter(l,{granularity:'grapheme'}).segment('a')[Symbol.iterator]().next()}].forEach(function(f){try{f()}catch(e){}});postMessage(0)`;

/**
 * Where the worker's source is read from: a data URL, as a blob URL costs the page a synchronous
 * call to register it (8–39 ms of the page's thread at 4× CPU, against 0–3 ms).
 */
export const FORMATTERS_WORKER_URL = `data:text/javascript,${encodeURIComponent(FORMATTERS_WORKER)}`;

const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** The screens' chunk files and the message catalogs' per language (screenChunks.ts), and the base they are served under. */
export interface ScreenChunks {
  base: string;
  files: Record<string, string[]>;
  messages?: Record<string, string[]>;
}

/**
 * The inline script, or null when no route declares reads or has a chunk. It must run after the
 * language script, whose `<html lang>` it sends. Nothing is started under `?fake_app=1`, whose
 * host changes the user agent once the entry script runs.
 */
export function preloadInlineScript(
  routes: CampaignRoutes,
  build: HostBuild,
  calls = callsByName(),
  chunks: ScreenChunks = { base: '/', files: {} },
): string | null {
  const plan = preloadPlan(routes, calls, chunks.files);
  const messages = chunks.messages ?? {};
  if (plan.length === 0 && Object.keys(messages).length === 0) return null;
  // Routes and languages share chunk files: the script holds each once and points into that list.
  const files = [...new Set([...plan.flatMap((r) => r.c ?? []), ...Object.values(messages).flat()])];
  const compact = plan.map((r) => (r.c ? { ...r, c: r.c.map((f) => files.indexOf(f)) } : r));
  const byLang = Object.fromEntries(
    Object.entries(messages).map(([l, fs]) => [l, fs.map((f) => files.indexOf(f))]),
  );
  const table = hostTable(
    plan.flatMap((r) => r.r.map((read) => read.h)),
    build,
  );
  const forced = ENVIRONMENTS.find((e) => e === build.env) ?? '';
  return `(function(w,d){try{var P=${json(compact)},C=${json(files)},M=${json(byLang)},H=${json(table)},F=${json(forced)},L=location,q=new URLSearchParams(L.search),A=function(x){try{var l=d.createElement('link'),y=C[x];if(/\\.css$/.test(y)){l.rel='preload';l.as='style'}else l.rel='modulepreload';l.crossOrigin='';l.href=${json(chunks.base)}+y;d.head.appendChild(l)}catch(e){}};(M[d.documentElement.lang]||[]).forEach(A);try{var N=function(){w.requestAnimationFrame(function(){w.setTimeout(function(){try{var k=new Worker(${json(FORMATTERS_WORKER_URL)},{name:d.documentElement.lang});k.onmessage=function(){k.terminate()}}catch(e){}},0)})},O=function(){if(d.readyState!=='loading'){d.removeEventListener('readystatechange',O);N()}};d.readyState==='loading'?d.addEventListener('readystatechange',O):N()}catch(e){}if(q.get('fake_app')==='1')return;var p=L.pathname,b=p.indexOf('/g/v')>=0?'/g':'';if(b&&p.indexOf(b)===0)p=p.slice(b.length);p=p.replace(/\\/{2,}/g,'/');var s=p.split('/').filter(Boolean),r=null,a,i,j,t;for(i=0;i<P.length&&!r;i++){t=P[i].p.split('/').filter(Boolean);if(t.length!==s.length)continue;a={};for(j=0;j<t.length;j++){if(t[j].charAt(0)===':'){try{a[t[j].slice(1)]=decodeURIComponent(s[j])}catch(e){a[t[j].slice(1)]=s[j]}}else if(t[j]!==s[j])break}if(j===t.length)r=P[i]}if(!r)return;var E=F||(L.port==='8001'?'dev':L.origin.indexOf('test')>=0?'test':L.hostname===${json(buildDomains(build).box)}?'box':'pro'),h=H[E],u=navigator.userAgent||'',m=/(?:^|[\\s;(])sm\\/(\\d+(?:\\.\\d+)*)\\/(android|ios)\\/(.*)$/i.exec(u),n=!q.has('share_type')&&(q.has('app')||q.has('app_name')||!!m),o=function(x){return /android/i.test(x||'')?'android':/ios|iphone|ipad/i.test(x||'')?'ios':null},f=(n&&m&&o(m[2]))||(n&&o(q.get('os')))||(/android/i.test(u)?'android':/iphone|ipad|ipod/i.test(u)?'ios':'unknown'),k=null,c=d.cookie.split(';'),g={lang:d.documentElement.lang||'en'},R=w[${json(PRELOADED_GLOBAL)}]=w[${json(PRELOADED_GLOBAL)}]||{};for(i=0;i<c.length;i++){j=c[i].indexOf('=');if(j>=0&&c[i].slice(0,j).trim()==='token'){k=c[i].slice(j+1).trim();try{k=decodeURIComponent(k)}catch(e){}break}}if(k)g.token=k;if(n&&f==='ios')g[${json(appLinksFrom(build.appLinks).iosUserAgentHeader)}]=u;var V;V=function(z){if(typeof z!=='string'||z.charAt(0)!=='$')return z;z=z.replace(/\\?$/,'');if(z.indexOf('$query.')===0){z=z.slice(7).split('|');for(var e=0,l;e<z.length;e++)if(l=q.get(z[e]))return l;return null}return z.indexOf('$param.')===0?a[z.slice(7)]:null};r.r.forEach(function(x){var v={},y,z,K=[],Q=['ts='+Date.now()],U,S,Y;if(x.s&&!k)return;if(x.w){z=V(x.w[0]);if(z==null||z===''||(x.w[1]&&!new RegExp(x.w[1]).test(z)))return}for(y in x.q){z=V(x.q[y]);if(z!=null&&x.o&&x.o[y]&&!new RegExp(x.o[y]).test(z))z=null;if(z==null||z==='')if(x.q[y]===''||/\\?$/.test(x.q[y]))continue;else return;v[y]=z}for(y in v)K.push(encodeURIComponent(y)+'='+encodeURIComponent(String(v[y])));U=x.u.replace(/\\{(\\w+)\\}/g,function(_,y){var z=v[y];delete v[y];return encodeURIComponent(String(z))});for(y in v)Q.push(encodeURIComponent(y)+'='+encodeURIComponent(String(v[y])));z=Date.now();Y={at:z};S=fetch(h[x.h].replace(${json(ORIGIN_MARK)},L.origin)+U+'?'+Q.join('&'),{credentials:'include',headers:g}).then(function(e){var t1=Date.now();return e.text().then(function(T){return Y.arrived={status:e.status,text:T,sent:z,received:t1}})});S.catch(function(){});Y.answer=S;R[x.n+'?'+K.sort().join('&')]=Y});if(r.c&&(k||!r.g))r.c.forEach(A)}catch(e){}})(window,document)`;
}
