// The conventions the build holds (docs/decisions/conventions.md: one way for each thing), checked
// over the sources by conventions.test.ts in `npm test`: a second idiom fails the suite where it
// is written, not in a review months later.

export interface Violation {
  rule: RuleName;
  file: string;
  line: number;
  why: string;
}

export type RuleName = 'intl-outside-i18n' | 'load-in-effect' | 'signal-read-without-use-signals';

/** What a rule knows of the whole repository: the names its signals are exported under. */
export interface Context {
  signals: ReadonlySet<string>;
}

/** Files a rule does not apply to, with the reason. */
const EXEMPT: Record<RuleName, Record<string, string>> = {
  'intl-outside-i18n': {
    'packages/vite-preset/src/preload.ts':
      "the HTML's worker warms the engine's formatters before any module loads: a string of script, not a format",
  },
  'load-in-effect': {
    'packages/ui-kit/src/async.tsx': 'the read idiom itself: useResource, useLoaded and their refresh',
  },
  'signal-read-without-use-signals': {},
};

const RULES: Record<
  RuleName,
  { applies: (file: string) => boolean; find: (src: string, ctx: Context) => number[]; why: string }
> = {
  'intl-outside-i18n': {
    applies: (file) => !file.startsWith('packages/i18n/'),
    find: (src) => indexesOf(src, /new Intl\./g),
    why: 'formats go through @h5/i18n (formatNumber, formatDate, formatList, regionName…), which holds the digit system and the fallbacks for Chrome 80 and Safari 13',
  },
  'load-in-effect': {
    applies: (file) => file.endsWith('.tsx'),
    find: (src) =>
      effectBodies(src)
        .filter((b) => /\.load\(/.test(b.body))
        .map((b) => b.at),
    why: 'a read loads through useResource / useLoaded (with refreshMs for a poll) and shows through <Async>: its placeholder, its error with a retry, the sign-in prompt',
  },
  'signal-read-without-use-signals': {
    applies: (file) => file.endsWith('.tsx'),
    find: (src, ctx) =>
      components(src)
        .filter((c) => !/\buseSignals\(\)/.test(c.body) && readsSignal(c.body, ctx.signals))
        .map((c) => c.at),
    why: "a component that reads a signal's .value calls useSignals() itself: a parent's call does not cover it, and on a slow phone its reads go unsubscribed (docs/decisions/router-and-store.md)",
  },
};

/** A read of a signal: a store's exported signal, a resource's data, error or loading. */
function readsSignal(body: string, signals: ReadonlySet<string>): boolean {
  for (const m of body.matchAll(/([\w$]+)\.value\b(?!\s*(?:=(?!=)|\+=|-=))/g)) {
    const name = m[1] ?? '';
    if (signals.has(name) || /^(data|error|loading)$/.test(name)) return true;
  }
  return false;
}

/**
 * Each top-level component of a module (a capitalised function, or a capitalised const bound to
 * an arrow) and its text up to the next top-level declaration; render props inside it are covered
 * by its own useSignals().
 */
function components(src: string): Array<{ at: number; body: string }> {
  const starts = indexesOf(
    src,
    /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function|const|let|class)\b/gm,
  );
  const out: Array<{ at: number; body: string }> = [];
  for (const [k, at] of starts.entries()) {
    const body = src.slice(at, starts[k + 1] ?? src.length);
    if (
      /^(?:export\s+)?(?:default\s+)?function\s+[A-Z]|^(?:export\s+)?const\s+[A-Z]\w*\s*=\s*(?:memo\()?\(/.test(
        body,
      )
    )
      out.push({ at, body });
  }
  return out;
}

/** The names the sources export a signal under (`export const x = signal(…)` or `computed(…)`). */
export function signalNames(sources: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const src of sources)
    for (const m of src.matchAll(/\bexport\s+const\s+([\w$]+)\s*(?::[^=]+)?=\s*(?:signal|computed)\b/g))
      out.add(m[1] ?? '');
  return out;
}

/** Where each rule finds a second idiom in one source file (`file` relative to the repository). */
export function checkSource(file: string, src: string, ctx: Context = { signals: new Set() }): Violation[] {
  const out: Violation[] = [];
  for (const [name, rule] of Object.entries(RULES) as [RuleName, (typeof RULES)[RuleName]][]) {
    if (!rule.applies(file) || file in EXEMPT[name]) continue;
    for (const at of rule.find(src, ctx))
      out.push({ rule: name, file, line: lineOf(src, at), why: rule.why });
  }
  return out;
}

/** Whether a path is source the rules read: campaign and package code, not tests or builds. */
export function isCheckedSource(file: string): boolean {
  return (
    /^(campaigns\/[^/]+|packages\/[^/]+)\/src\/.+\.tsx?$/.test(file) &&
    !/\.test\.tsx?$|\/__tests__\/|\/testing\.ts$/.test(file)
  );
}

function indexesOf(src: string, re: RegExp): number[] {
  return [...src.matchAll(re)].map((m) => m.index ?? 0);
}

/** The argument text of each `useEffect(` call, found by matching its parentheses. */
function effectBodies(src: string): Array<{ at: number; body: string }> {
  const out: Array<{ at: number; body: string }> = [];
  for (const at of indexesOf(src, /\buseEffect\(/g)) {
    const open = src.indexOf('(', at);
    let depth = 0;
    let end = open;
    for (; end < src.length; end++) {
      const c = src[end];
      if (c === '(') depth++;
      else if (c === ')' && --depth === 0) break;
    }
    out.push({ at, body: src.slice(open + 1, end) });
  }
  return out;
}

function lineOf(src: string, at: number): number {
  return src.slice(0, at).split('\n').length;
}
