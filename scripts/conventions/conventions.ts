// The conventions the build holds (docs/decisions/conventions.md: one way for each thing), checked
// over the sources by conventions.test.ts in `npm test`: a second idiom fails the suite where it
// is written, not in a review months later.

export interface Violation {
  rule: RuleName;
  file: string;
  line: number;
  why: string;
}

export type RuleName = 'intl-outside-i18n' | 'load-in-effect';

/** Files a rule does not apply to, with the reason. */
const EXEMPT: Record<RuleName, Record<string, string>> = {
  'intl-outside-i18n': {
    'packages/vite-preset/src/preload.ts':
      "the HTML's worker warms the engine's formatters before any module loads: a string of script, not a format",
  },
  'load-in-effect': {
    'packages/ui-kit/src/async.tsx': 'the read idiom itself: useResource, useLoaded and their refresh',
  },
};

const RULES: Record<
  RuleName,
  { applies: (file: string) => boolean; find: (src: string) => number[]; why: string }
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
};

/** Where each rule finds a second idiom in one source file (`file` relative to the repository). */
export function checkSource(file: string, src: string): Violation[] {
  const out: Violation[] = [];
  for (const [name, rule] of Object.entries(RULES) as [RuleName, (typeof RULES)[RuleName]][]) {
    if (!rule.applies(file) || file in EXEMPT[name]) continue;
    for (const at of rule.find(src)) out.push({ rule: name, file, line: lineOf(src, at), why: rule.why });
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
