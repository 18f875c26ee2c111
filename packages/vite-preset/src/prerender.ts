// The first screen's shell, pre-rendered into each campaign's HTML at build time, so the first
// paint happens as soon as the HTML and its stylesheet arrive instead of after the JavaScript.
// startCampaign keeps the shell until the first screen commits and then removes it, so it is
// replaced, never hydrated; the shell only uses sizes fixed in rem (set by the inline rem script
// before paint), so nothing on the page moves when the real screen takes its place.
//
// A campaign may write its own shell as static markup in `src/shell.html` (its header, hero
// placeholder, static text); otherwise every campaign gets the generic one below. Static text is
// written as `<h2 data-t="Lucky winners"></h2>`: the build puts in the text in every language
// the campaign ships, and the head's language script shows the page's one before the first paint.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Marks the root before paint when the page is in the app, where the native bar replaces the header (see detectApp). */
export const APP_MARK_INLINE_SCRIPT = `(function(h){try{var q=new URLSearchParams(location.search);if(q.has('app')||q.has('app_name')||q.get('fake_app')==='1'||/(?:^|[\\s;(])sm\\/\\d/i.test(navigator.userAgent))h.classList.add('h5-app')}catch(e){}})(document.documentElement)`;

/** A shell's `<span class="h5-icon-button">` sits like the page's `<button>`, which is centred by default. */
export const SHELL_CSS =
  '.h5-prerender .h5-icon-button{display:inline-flex;align-items:center;justify-content:center}.h5-prerender-body{padding:.32rem}.h5-prerender-block{border-radius:.16rem;margin-block-end:.24rem}html.h5-app .h5-prerender>.h5-header{display:none}';

/** Layout, header and skeleton blocks of a typical first screen; its only text is the brand
 * (filled in from `<title>`), so an Arabic page never flashes English.
 * Hidden from assistive technology: it is a placeholder the real screen replaces. */
export const GENERIC_SHELL =
  '<main class="h5-page h5-prerender" aria-hidden="true">' +
  '<header class="h5-header"><span class="h5-icon-button" aria-hidden="true"></span><h1></h1></header>' +
  '<div class="h5-prerender-body">' +
  '<div class="h5-skeleton h5-prerender-block" style="height:3.2rem"></div>' +
  '<div class="h5-skeleton h5-prerender-block" style="height:.5rem;width:72%"></div>' +
  '<div class="h5-skeleton h5-prerender-block" style="height:.5rem;width:56%"></div>' +
  '<div class="h5-skeleton h5-prerender-block" style="height:2.4rem"></div>' +
  '</div></main>';

const ROOT_DIV = /<div id="root">\s*<\/div>/;

/** `<title>` is RCDATA: its entities are already text, but a raw `<` must not open a tag in `<h1>`. */
const titleToHtml = (s: string) => s.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Puts the shell inside an empty `<div id="root"></div>`, with the page's `<title>` (the brand,
 * the same in every language) as the header's static text; leaves other HTML unchanged.
 */
export function injectShell(html: string, shell: string): string {
  if (!ROOT_DIV.test(html)) return html;
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '';
  const filled = shell.replaceAll('<h1></h1>', () => `<h1>${titleToHtml(title)}</h1>`);
  return html.replace(ROOT_DIV, () => `<div id="root">${filled}</div>`);
}

/** A campaign's message catalogs by language, from `src/messages/<lang>.json` (English is the keys). */
export type Catalogs = Record<string, Record<string, string>>;

export function campaignCatalogs(campaignRoot: string): Catalogs {
  const dir = join(campaignRoot, 'src', 'messages');
  const out: Catalogs = {};
  if (!existsSync(dir)) return out;
  for (const f of readdirSync(dir).sort()) {
    const m = /^([a-z]{2,3})\.json$/.exec(f);
    if (m) out[m[1]!] = JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>;
  }
  return out;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const decodeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const TEXT_ELEMENT = /<([a-z][a-z0-9]*)(\s[^>]*?)?\sdata-t="([^"]*)"([^>]*)>\s*<\/\1>/g;

/**
 * Fills every empty `data-t="English text"` element with one `<span class="h5-t" lang>` per
 * language: English, then each catalog's translation. A shell text a catalog lacks, or one with
 * a `{placeholder}`, fails the build: the shell has no data to put in it.
 */
export function fillShellText(shell: string, catalogs: Catalogs, where = 'shell'): string {
  const langs = Object.keys(catalogs).filter((l) => l !== 'en');
  const out = shell.replace(TEXT_ELEMENT, (_all, tag: string, before = '', raw: string, after: string) => {
    const key = decodeAttr(raw);
    if (/\{\w+\}/.test(key)) throw new Error(`${where}: shell text "${key}" has a placeholder`);
    const spans = [`<span class="h5-t" lang="en">${escapeText(key)}</span>`];
    for (const lang of langs) {
      const text = catalogs[lang]![key];
      if (text === undefined) throw new Error(`${where}: shell text "${key}" is missing from ${lang}.json`);
      spans.push(`<span class="h5-t" lang="${lang}">${escapeText(text)}</span>`);
    }
    return `<${tag}${before}${after}>${spans.join('')}</${tag}>`;
  });
  if (/\sdata-t=/.test(out)) throw new Error(`${where}: a data-t element must be empty`);
  return out;
}

/** Shows the shell text of the page's language (set in the head before paint), English otherwise. */
export function shellTextCss(catalogs: Catalogs): string {
  return Object.keys(catalogs)
    .filter((l) => l !== 'en' && /^[a-z]{2,3}$/.test(l))
    .map((l) => `html:not([lang=${l}]) .h5-t[lang=${l}],html[lang=${l}] .h5-t[lang=en]{display:none}`)
    .join('');
}

/** The campaign's own `src/shell.html` when it has one, else the generic shell. */
export function shellFor(campaignRoot: string): string {
  const custom = join(campaignRoot, 'src', 'shell.html');
  if (!existsSync(custom)) return GENERIC_SHELL;
  const text = readFileSync(custom, 'utf8').trim();
  if (/<script\b/i.test(text))
    throw new Error(`${custom}: a shell is static markup; scripts are not allowed`);
  return text;
}

/**
 * The paths a campaign shell pre-renders, from `data-shell-paths="/v/withdraw /v/withdraw/income"`
 * on its first element (`*` stands for one path segment, as a route parameter); null when it does
 * not say (it then stands for every path).
 */
export function shellPaths(shell: string): string[] | null {
  const m = /^<[a-z][a-z0-9]*\b[^>]*?\sdata-shell-paths="([^"]*)"/i.exec(shell);
  if (!m) return null;
  const paths = m[1]!.split(/\s+/).filter(Boolean);
  for (const p of paths) {
    if (!/^(?:\/(?:[A-Za-z0-9._~-]+|\*))+$/.test(p)) {
      throw new Error(`data-shell-paths: "${p}" is not a page path`);
    }
  }
  if (!paths.length) throw new Error('data-shell-paths lists no path');
  return paths;
}

/**
 * The shells of a `src/shell.html`: one, or several top-level `<main>` elements (each starting a
 * line), each naming its paths, for a campaign whose visitors arrive on more than one screen.
 */
export function shellParts(shell: string): string[] {
  const parts = shell
    .split(/\n(?=<main\b)/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > 1 && parts.some((p) => shellPaths(p) === null))
    throw new Error('each of several shells must name its paths with data-shell-paths');
  return parts;
}

/** The paths of each shell of a `src/shell.html`, or null for one shell that names none. */
export function shellPathSets(shell: string): string[][] | null {
  const parts = shellParts(shell);
  const sets = parts.map(shellPaths);
  return sets.every((s) => s !== null) ? (sets as string[][]) : null;
}

const pathPattern = (paths: string[]) =>
  `^(?:${paths.map((p) => p.replace(/\./g, '\\.').replace(/\*/g, '[^/]+')).join('|')})$`;

/** The shell a page path is for (as the head script below chooses), or -1. */
export function shellIndexOf(shells: string[][], pathname: string): number {
  const p = pathname.replace(/^\/g(?=\/)/, '').replace(/\/+$/, '');
  return shells.findIndex((paths) => new RegExp(pathPattern(paths)).test(p));
}

/**
 * Marks the page before paint with the shell its path (without the `/g` prefix or a trailing
 * slash) is for (`h5-shell-<n>`), or as another route when no shell is for it.
 */
export function otherRouteScript(shells: string[][]): string {
  const patterns = shells.map(pathPattern);
  return `(function(h){try{var p=location.pathname.replace(/^\\/g(?=\\/)/,'').replace(/\\/+$/,''),P=${JSON.stringify(patterns)},i;for(i=0;i<P.length;i++)if(new RegExp(P[i]).test(p)){h.classList.add('h5-shell-'+i);return}h.classList.add('h5-other-route')}catch(e){}})(document.documentElement)`;
}

/** Shows the shell the head script chose, or the generic skeleton on another route. */
export function otherRouteCss(shells: number): string {
  let css =
    'html.h5-other-route .h5-prerender-own,html:not(.h5-other-route) .h5-prerender-other{display:none}';
  for (let i = 0; i < shells && shells > 1; i++)
    css += `html:not(.h5-shell-${i}) .h5-prerender-own-${i}{display:none}`;
  return css;
}

/**
 * Shells that name their paths are shown on those only; a deep link to another screen of the
 * campaign gets the generic skeleton instead of a layout that is about to be replaced.
 */
export function routedShell(shell: string): { markup: string; paths: string[][] | null } {
  const paths = shellPathSets(shell);
  if (!paths) return { markup: shell, paths };
  const own = shellParts(shell).map((part, i) =>
    paths.length > 1
      ? `<div class="h5-prerender-own h5-prerender-own-${i}">${part}</div>`
      : `<div class="h5-prerender-own">${part}</div>`,
  );
  return { markup: `${own.join('')}<div class="h5-prerender-other">${GENERIC_SHELL}</div>`, paths };
}

/**
 * Stylesheets up to this size (bytes, before gzip; about 7 kB gzip) go into the HTML instead of a
 * blocking request. A campaign's art lives in its CSS, so the limit leaves room for it. At 16 kB,
 * ui-kit's and the blocks' styles had grown past it in 18 campaigns (16–25 kB): their CSS became
 * a request of its own and the bench's LCP rose from about 0.8 s to 1.4 s on its slow 4G. Inlined,
 * the CSS is downloaded again with each HTML (a few kB, tens of ms at 1.6 Mbps), against a round
 * trip of about 560 ms.
 */
export const INLINE_CSS_LIMIT = 32_000;

/**
 * Replaces `<link rel="stylesheet">` tags of small built stylesheets by their contents: on a
 * 150 ms RTT link the extra round trip is most of the time to first paint.
 */
export function inlineStylesheets(
  html: string,
  base: string,
  cssOf: (file: string) => string | undefined,
): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) => {
    if (!href.startsWith(base)) return tag;
    const css = cssOf(href.slice(base.length));
    if (css === undefined || css.length > INLINE_CSS_LIMIT || /<\/style/i.test(css)) return tag;
    return `<style>${css}</style>`;
  });
}

export function prerenderShellPlugin(campaignRoot: string): Plugin {
  return {
    name: 'h5-prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const catalogs = campaignCatalogs(campaignRoot);
        const { markup, paths } = routedShell(shellFor(campaignRoot));
        const shell = fillShellText(markup, catalogs, join(campaignRoot, 'src', 'shell.html'));
        return {
          html: injectShell(html, shell),
          tags: [
            { tag: 'script', children: APP_MARK_INLINE_SCRIPT, injectTo: 'head' },
            ...(paths
              ? [{ tag: 'script', children: otherRouteScript(paths), injectTo: 'head' as const }]
              : []),
            {
              tag: 'style',
              children: SHELL_CSS + shellTextCss(catalogs) + (paths ? otherRouteCss(paths.length) : ''),
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}

export function inlineCssPlugin(): Plugin {
  let base = '/';
  return {
    name: 'h5-inline-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return inlineStylesheets(html, base, (file) => {
          const a = bundle[file];
          return a?.type === 'asset' && typeof a.source === 'string' ? a.source : undefined;
        });
      },
    },
  };
}
