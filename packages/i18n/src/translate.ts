import { formatNumber, pluralCategory } from './formatters';
import { DEFAULT_LANGUAGE, normalizeLanguage } from './lang';
import { pageDigits } from './locale';

/** Flat map: English text key -> translation. */
export type Messages = Record<string, string>;
/**
 * A count as shown and the number the shown text stands for: a message's plural form agrees with
 * what the reader sees. "2.3K" stands for 2,300, whatever the exact count, so Arabic writes the
 * noun that follows ألف ("2.3 ألف إعجاب"), never the form of 2,303 ("2.3 ألف إعجابات").
 */
export interface Count {
  readonly value: number;
  readonly text: string;
}

const isCount = (v: unknown): v is Count => typeof v === 'object' && v !== null && 'value' in v;

/** A value put in a message: text, a number, or a count as shown (`compactCount`). */
export type MessageValue = string | number | Count;
export type Translate = (key: string, vars?: Record<string, MessageValue>) => string;
export type MessageLoader = (lang: string) => Promise<Messages | { default: Messages }>;

/**
 * Where a development build (`H5_ENV=dev`: local start and e2e) lists every key it showed without
 * a translation, in first-seen order, so the e2e language pass can name them. Production builds
 * fold the check away and carry none of it.
 */
export const MISSING_MESSAGES_GLOBAL = '__h5MissingMessages';

function recordMissing(key: string): void {
  const g = globalThis as unknown as Record<string, string[] | undefined>;
  const seen = g[MISSING_MESSAGES_GLOBAL] ?? [];
  g[MISSING_MESSAGES_GLOBAL] = seen;
  if (!seen.includes(key)) seen.push(key);
}

/**
 * A translator over one message map. A missing (or empty) translation falls back to the English
 * key itself (spec 8). `{name}` placeholders are filled from `vars` in one pass, as plain text:
 * the result is never HTML, and a value's own braces are not expanded again. A translation's own
 * digits are written in the page's digit system (`pageDigits`: "أفضل ١٠" reads "أفضل 10" on an
 * Arabic page); the values put in are left as they came (a name keeps its digits).
 */
export function createTranslator(messages: Messages, lang: string = DEFAULT_LANGUAGE): Translate {
  return (key, vars) => {
    const own = messages[key];
    const translated = typeof own === 'string' && own !== '';
    if (!translated && import.meta.env.VITE_H5_ENV === 'dev') recordMissing(key);
    const text = translated ? pageDigits(lang, own) : key;
    return vars ? fill(plurals(text, vars, lang), vars) : text;
  };
}

function fill(text: string, vars: Record<string, MessageValue>): string {
  return text.replace(/\{(\w+)\}/g, (m, name: string) => {
    const v = vars[name];
    if (isCount(v)) return v.text;
    return typeof v === 'string' || typeof v === 'number' ? String(v) : m;
  });
}

/**
 * Counts take the plural form of the page's language (Intl.PluralRules), written in ICU's plural
 * syntax inside the key and its translation: `{n, plural, one {# win} other {# wins}}`. Arabic
 * has zero, one, two, few, many and other; `=N` matches an exact number; `#` is the number in the
 * language's digits. A `Count` (`compactCount`) chooses its form by the number its text stands
 * for and shows as its text. Only this subset of ICU is read: select and nesting are not needed here.
 */
function plurals(text: string, vars: Record<string, MessageValue>, lang: string): string {
  let out = '';
  let i = 0;
  const head = /\{(\w+),\s*plural,/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const forms = new Map<string, string>();
    let j = m.index + m[0].length;
    // `selector {text}` pairs until the closing brace of the plural.
    for (;;) {
      const sel = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(text.slice(j));
      if (!sel) break;
      j += sel[0].length;
      let depth = 1;
      const start = j;
      while (j < text.length && depth > 0) {
        if (text[j] === '{') depth += 1;
        else if (text[j] === '}') depth -= 1;
        j += 1;
      }
      forms.set(sel[1]!, text.slice(start, j - 1));
    }
    const close = text.indexOf('}', j);
    if (close === -1 || !forms.has('other')) continue;
    const raw = vars[m[1]!];
    const n = isCount(raw) ? raw.value : typeof raw === 'number' ? raw : Number(raw);
    // A count already formatted as text ("5,000") still reads, in its other form.
    const form = Number.isNaN(n)
      ? forms.get('other')!
      : (forms.get(`=${n}`) ?? forms.get(pluralCategory(lang, n)) ?? forms.get('other')!);
    const shown = isCount(raw) ? raw.text : Number.isNaN(n) ? String(raw ?? '') : formatNumber(lang, n);
    out += text.slice(i, m.index) + form.replace(/#/g, shown);
    i = close + 1;
    head.lastIndex = i;
  }
  return out + text.slice(i);
}

/**
 * The loader of a folder of `<lang>.json` catalogs, from the folder's
 * `import.meta.glob('<dir>*.json', { import: 'default' })` and that `dir`. A glob rather than
 * `import(\`./messages/${lang}.json\`)`, which brings Vite's helper for variable imports into
 * the page's first file. A language without a file loads nothing.
 */
export const catalogLoader =
  (catalogs: Record<string, () => Promise<Messages>>, dir: string): MessageLoader =>
  (lang) =>
    catalogs[`${dir}${lang}.json`]?.() ?? Promise.resolve({});

/**
 * Loads the messages of `lang` from every loader (in parallel) and merges them in order, later
 * loaders overriding earlier ones. English loads nothing: its keys are the text. A loader that
 * throws or rejects (missing file, network) is skipped, so the page shows English keys, never breaks.
 */
export async function loadMessages(lang: string, loaders: readonly MessageLoader[]): Promise<Messages> {
  const code = normalizeLanguage(lang);
  const out: Messages = {};
  if (!code || code === DEFAULT_LANGUAGE) return out;
  const parts = await Promise.all(
    loaders.map((load) =>
      Promise.resolve()
        .then(() => load(code))
        .catch(() => null),
    ),
  );
  for (const part of parts) {
    const map = part && typeof part.default === 'object' ? part.default : part;
    if (map && typeof map === 'object') {
      for (const key of Object.keys(map)) {
        const v = (map as Messages)[key];
        if (typeof v === 'string') out[key] = v;
      }
    }
  }
  return out;
}
