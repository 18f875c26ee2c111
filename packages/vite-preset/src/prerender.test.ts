import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APP_MARK_INLINE_SCRIPT,
  campaignCatalogs,
  fillShellText,
  GENERIC_SHELL,
  INLINE_CSS_LIMIT,
  injectShell,
  inlineStylesheets,
  otherRouteCss,
  otherRouteScript,
  routedShell,
  shellFor,
  shellIndexOf,
  shellParts,
  shellPathSets,
  shellPaths,
  shellTextCss,
} from './prerender.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'h5-shell-'));
  mkdirSync(join(dir, 'src'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pre-rendered shell', () => {
  it('fills the empty root and nothing else', () => {
    const html =
      '<body>\n  <div id="root"></div>\n  <script type="module" src="/src/main.tsx"></script>\n</body>';
    const out = injectShell(`<title>Star&lt;Maker</title>${html}`, '<main><h1></h1>shell $& $1</main>');
    expect(out).toBe(
      '<title>Star&lt;Maker</title><body>\n  <div id="root"><main><h1>Star&lt;Maker</h1>shell $& $1</main></div>\n  <script type="module" src="/src/main.tsx"></script>\n</body>',
    );
    expect(injectShell('<div id="root"><p>kept</p></div>', 'x')).toBe('<div id="root"><p>kept</p></div>');
  });

  it('uses the campaign shell.html when present, the generic shell otherwise', () => {
    expect(shellFor(dir)).toBe(GENERIC_SHELL);
    writeFileSync(join(dir, 'src', 'shell.html'), '  <main class="h5-page">Lucky Eggs</main>\n');
    expect(shellFor(dir)).toBe('<main class="h5-page">Lucky Eggs</main>');
    writeFileSync(join(dir, 'src', 'shell.html'), '<main><script>alert(1)</script></main>');
    expect(() => shellFor(dir)).toThrow(/scripts are not allowed/);
  });

  it('the generic shell has no text of its own (so Arabic pages never flash English) and reserves fixed sizes', () => {
    expect(GENERIC_SHELL.replace(/<[^>]*>/g, '')).toBe('');
    expect(GENERIC_SHELL).toContain('<h1></h1>');
    expect(GENERIC_SHELL).toContain('aria-hidden="true"');
    for (const m of GENERIC_SHELL.matchAll(/style="([^"]*)"/g)) expect(m[1]).toMatch(/height:[\d.]+rem/);
  });

  it('marks the page as in-app before paint exactly when the app is detectable', () => {
    const run = (search: string, userAgent: string) => {
      const classes = new Set<string>();
      const fn = new Function('document', 'location', 'navigator', APP_MARK_INLINE_SCRIPT);
      fn(
        { documentElement: { classList: { add: (c: string) => classes.add(c) } } },
        { search },
        { userAgent },
      );
      return classes.has('h5-app');
    };
    const browser = 'Mozilla/5.0 (Linux; Android 10) Chrome/120 Mobile';
    expect(run('', browser)).toBe(false);
    expect(run('?fake_app=1', browser)).toBe(true);
    expect(run('?app=sm', browser)).toBe(true);
    expect(run('', `${browser} sm/8.40.0/android/Pixel`)).toBe(true);
    expect(run('?fake_app=0', `${browser} prism/8.40`)).toBe(false);
  });
});

describe('inlined stylesheets', () => {
  const html =
    '<head><link rel="stylesheet" crossorigin href="/cdn/c/assets/index-a.css"><link rel="stylesheet" href="/cdn/c/assets/big-b.css"><link rel="stylesheet" href="https://fonts.example/x.css"></head>';
  const files: Record<string, string> = {
    'assets/index-a.css': 'body{margin:0}',
    'assets/big-b.css': `a{color:red}${' '.repeat(INLINE_CSS_LIMIT)}`,
  };

  it('inlines small built stylesheets and keeps big or foreign ones as links', () => {
    expect(inlineStylesheets(html, '/cdn/c/', (f) => files[f])).toBe(
      '<head><style>body{margin:0}</style><link rel="stylesheet" href="/cdn/c/assets/big-b.css"><link rel="stylesheet" href="https://fonts.example/x.css"></head>',
    );
  });

  it('never inlines CSS that could close the style element', () => {
    const out = inlineStylesheets(html, '/cdn/c/', (f) =>
      f === 'assets/index-a.css' ? 'a{}</style><script>' : undefined,
    );
    expect(out).toContain('href="/cdn/c/assets/index-a.css"');
    expect(out).not.toContain('<script>');
  });
});

describe('static text of a shell', () => {
  const catalogs = { ar: { 'Lucky winners': 'الفائزون', 'A & B': 'أ و ب' } };

  it('puts in every shipped language, escaped, keeping the element and its attributes', () => {
    expect(fillShellText('<h2 class="x" data-t="Lucky winners" id="w"></h2>', catalogs)).toBe(
      '<h2 class="x" id="w"><span class="h5-t" lang="en">Lucky winners</span><span class="h5-t" lang="ar">الفائزون</span></h2>',
    );
    expect(fillShellText('<p data-t="A &amp; B"> </p>', catalogs)).toBe(
      '<p><span class="h5-t" lang="en">A &amp; B</span><span class="h5-t" lang="ar">أ و ب</span></p>',
    );
    expect(fillShellText('<b data-t="Only English"></b>', {})).toBe(
      '<b><span class="h5-t" lang="en">Only English</span></b>',
    );
  });

  it('fails the build on a missing translation, a placeholder or a non-empty element', () => {
    expect(() => fillShellText('<p data-t="Untranslated"></p>', catalogs)).toThrow(/missing from ar.json/);
    expect(() => fillShellText('<p data-t="{n} golds"></p>', { ar: { '{n} golds': '{n}' } })).toThrow(
      /placeholder/,
    );
    expect(() => fillShellText('<p data-t="Lucky winners">x</p>', catalogs)).toThrow(/must be empty/);
  });

  it('shows only the page language, English when the page has no catalog of its own', () => {
    expect(shellTextCss({ ar: {}, en: {} })).toBe(
      'html:not([lang=ar]) .h5-t[lang=ar],html[lang=ar] .h5-t[lang=en]{display:none}',
    );
  });

  it('reads the campaign catalogs by language', () => {
    mkdirSync(join(dir, 'src', 'messages'));
    writeFileSync(join(dir, 'src', 'messages', 'ar.json'), '{"Hi":"مرحبا"}');
    writeFileSync(join(dir, 'src', 'messages', 'messages.test.ts'), '');
    expect(campaignCatalogs(dir)).toEqual({ ar: { Hi: 'مرحبا' } });
  });
});

/** Runs the head script for a page at `pathname`: the classes it puts on `<html>`. */
function marks(shells: string[][], pathname: string): Set<string> {
  const classes = new Set<string>();
  new Function('document', 'location', otherRouteScript(shells))(
    { documentElement: { classList: { add: (c: string) => classes.add(c) } } },
    { pathname },
  );
  return classes;
}

/** Does the head script mark the page as another route? */
const isOtherRoute = (paths: string[], pathname: string) => marks([paths], pathname).has('h5-other-route');

describe('a shell for its own paths', () => {
  const own =
    '<main class="x" data-shell-paths="/v/withdraw /v/withdraw/income"><h1 data-t="Hi"></h1></main>';

  it('reads the paths a shell names, and refuses what is not a page path', () => {
    expect(shellPaths(own)).toEqual(['/v/withdraw', '/v/withdraw/income']);
    expect(shellPaths('<main class="x"></main>')).toBeNull();
    expect(() => shellPaths('<main data-shell-paths="v/x"></main>')).toThrow(/not a page path/);
    expect(() => shellPaths('<main data-shell-paths="/v/x\');alert(1)//"></main>')).toThrow(
      /not a page path/,
    );
    expect(() => shellPaths('<main data-shell-paths=" "></main>')).toThrow(/no path/);
  });

  it('pairs the campaign shell with the generic one, and leaves a shell without paths alone', () => {
    const { markup } = routedShell(own);
    expect(markup).toBe(
      `<div class="h5-prerender-own">${own}</div><div class="h5-prerender-other">${GENERIC_SHELL}</div>`,
    );
    expect(routedShell('<main></main>')).toEqual({ markup: '<main></main>', paths: null });
    expect(routedShell(own).paths).toEqual([['/v/withdraw', '/v/withdraw/income']]);
    // Both headers of the pair get the page title.
    expect(injectShell('<title>T</title><div id="root"></div>', '<h1></h1><h1></h1>')).toBe(
      '<title>T</title><div id="root"><h1>T</h1><h1>T</h1></div>',
    );
  });

  it('marks other paths before paint, in both URL forms', () => {
    const run = (pathname: string) => isOtherRoute(['/v/withdraw', '/v/withdraw/income'], pathname);
    expect(run('/v/withdraw')).toBe(false);
    expect(run('/v/withdraw/')).toBe(false);
    expect(run('/g/v/withdraw/income')).toBe(false);
    expect(run('/v/withdraw/record')).toBe(true);
    expect(run('/g/v/withdraw/paytm-income')).toBe(true);
    expect(run('/gv/withdraw')).toBe(true);
    expect(run('/v/withdrawXincome')).toBe(true);
  });

  it('takes * as one path segment', () => {
    expect(shellPaths('<main data-shell-paths="/v/quick-recharge/* /v/a.b"></main>')).toEqual([
      '/v/quick-recharge/*',
      '/v/a.b',
    ]);
    const run = (pathname: string) => !isOtherRoute(['/v/quick-recharge/*', '/v/a.b'], pathname);
    expect(run('/v/quick-recharge/op-7f3a9c')).toBe(true);
    expect(run('/g/v/quick-recharge/op-7f3a9c/')).toBe(true);
    expect(run('/v/quick-recharge')).toBe(false);
    expect(run('/v/quick-recharge/a/b')).toBe(false);
    expect(run('/v/a.b')).toBe(true);
    expect(run('/v/aXb')).toBe(false);
  });
});

describe('several shells in one campaign', () => {
  const two =
    '<main data-shell-paths="/v/invite-new /v/invite-new/index"><h1>A</h1>\n  <main-ish></main-ish></main>\n' +
    '<main data-shell-paths="/v/share-newpull"><h1>B</h1></main>';

  it('reads each top-level <main> as a shell with its paths', () => {
    expect(shellParts(two)).toHaveLength(2);
    expect(shellPathSets(two)).toEqual([['/v/invite-new', '/v/invite-new/index'], ['/v/share-newpull']]);
    expect(() => shellParts('<main data-shell-paths="/v/a"></main>\n<main></main>')).toThrow(
      /each of several/,
    );
  });

  it('marks the page with the shell its path is for, or as another route', () => {
    const sets = shellPathSets(two) ?? [];
    expect([...marks(sets, '/g/v/invite-new/')]).toEqual(['h5-shell-0']);
    expect([...marks(sets, '/v/share-newpull')]).toEqual(['h5-shell-1']);
    expect([...marks(sets, '/v/invite-new/rules')]).toEqual(['h5-other-route']);
    expect(
      ['/g/v/invite-new/', '/v/share-newpull', '/v/invite-new/rules'].map((p) => shellIndexOf(sets, p)),
    ).toEqual([0, 1, -1]);
  });

  it('wraps each shell so that only the chosen one shows', () => {
    const { markup } = routedShell(two);
    expect(markup).toContain(
      '<div class="h5-prerender-own h5-prerender-own-0"><main data-shell-paths="/v/invite-new',
    );
    expect(markup).toContain(
      '<div class="h5-prerender-own h5-prerender-own-1"><main data-shell-paths="/v/share-newpull"',
    );
    expect(otherRouteCss(2)).toContain('html:not(.h5-shell-1) .h5-prerender-own-1{display:none}');
    expect(otherRouteCss(1)).not.toContain('h5-shell-0');
  });
});
