import { DEFAULT_LANGUAGE, normalizeLanguage } from './lang';

/** Flat map: English text key -> translation. */
export type Messages = Record<string, string>;
export type Translate = (key: string, vars?: Record<string, string | number>) => string;
export type MessageLoader = (lang: string) => Promise<Messages | { default: Messages }>;

/**
 * A translator over one message map. A missing (or empty) translation falls back to the English
 * key itself (spec 8). `{name}` placeholders are filled from `vars` in one pass, as plain text:
 * the result is never HTML, and a value's own braces are not expanded again.
 */
export function createTranslator(messages: Messages): Translate {
  return (key, vars) => {
    const own = messages[key];
    const text = typeof own === 'string' && own ? own : key;
    return vars
      ? text.replace(/\{(\w+)\}/g, (m, name: string) => {
          const v = vars[name];
          return typeof v === 'string' || typeof v === 'number' ? String(v) : m;
        })
      : text;
  };
}

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
