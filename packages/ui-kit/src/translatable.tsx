// Text that no message file holds (a stream title, a comment, a user's text) in whatever language
// its author wrote it: the reader may ask for it in the page's language through the translate call
// (spec 7). A failed translation leaves the original, and says nothing went wrong.

import { translate } from '@h5/core-api/contracts/general';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { api, language, t } from './store.ts';

export const TRANSLATE = 'Translate';
export const SHOW_ORIGINAL = 'Show original';

/** The text in `lang`, or the original when the translation fails or comes back empty. */
export async function translateText(text: string, lang: string): Promise<string> {
  try {
    const r = await api().call(translate, { lang, text });
    return typeof r?.text === 'string' && r.text.trim() ? r.text : text;
  } catch {
    return text;
  }
}

/** The text as shown (original or translated) and the control that switches it. */
export function useTranslatable(text: string) {
  useSignals();
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (shown !== null) return setShown(null);
    setBusy(true);
    setShown(await translateText(text, language.value));
    setBusy(false);
  };
  const control = (
    <button type="button" className="h5-translate" disabled={busy} onClick={() => void toggle()}>
      {shown !== null ? t(SHOW_ORIGINAL) : t(TRANSLATE)}
    </button>
  );
  return { text: shown ?? text, control };
}

export function TranslatableText({ text, className }: { text: string; className?: string }) {
  const tr = useTranslatable(text);
  return (
    <span className={className}>
      {/* People's own words (a live title, a comment): shown as written, with the offer to translate. */}
      <bdi data-user-text="">{tr.text}</bdi> {tr.control}
    </span>
  );
}
