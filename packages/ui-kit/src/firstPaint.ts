// What the page head does before the first paint, as inline scripts (see vite-preset): choose
// the language and direction exactly as startCampaign will, so the pre-rendered shell already
// shows its static text in the page's language, laid out in the right direction.

import { LANGUAGE_ALIASES, RTL_LANGUAGES, SUPPORTED_LANGUAGES } from '@h5/i18n';

const json = (v: unknown) => JSON.stringify(v);

/**
 * Sets `<html lang dir>` by pickLanguage's order: the `lang` query parameter, the app's locale
 * (from its UA token, when detectApp would call the page in-app), then the browser's languages.
 * Kept in step with detectApp and pickLanguage by a test that runs both over the same inputs.
 */
export const LANGUAGE_INLINE_SCRIPT = `(function(h){try{var S=${json(SUPPORTED_LANGUAGES)},R=${json(RTL_LANGUAGES)},A=${json(LANGUAGE_ALIASES)};function n(t){if(typeof t!=='string')return null;var c=t.trim().toLowerCase().split(/[-_]/)[0];c=A.hasOwnProperty(c)?A[c]:c;return S.indexOf(c)<0?null:c}var q=new URLSearchParams(location.search),m=/(?:^|[\\s;(])sm\\/(\\d+(?:\\.\\d+)*)\\/(android|ios)\\/(.*)$/i.exec(navigator.userAgent||''),c=[q.get('lang')];if(m&&!q.has('share_type')){var r=m[3],k=r.lastIndexOf('///');c.push((k<0?r:r.slice(0,k)).split('/')[4])}c=c.concat([].slice.call(navigator.languages||[]));var l='en';for(var i=0;i<c.length;i++){var x=n(c[i]);if(x){l=x;break}}h.lang=l;h.dir=R.indexOf(l)<0?'ltr':'rtl'}catch(e){}})(document.documentElement)`;

/** The performance mark set once the first screen's data is on screen (`npm run bench` reads it). */
export const DATA_PAINTED_MARK = 'h5-data-painted';

/** How long to wait for the screen to take over the reads the HTML started. */
const DATA_PAINT_GIVE_UP_MS = 10_000;

const nextFrame = () =>
  new Promise<void>((resolve) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => resolve())
      : setTimeout(resolve, 16),
  );
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sets DATA_PAINTED_MARK after the frame that shows the first screen's data. The reads the HTML
 * started are that data (each route declares them): once the screen has taken every one over
 * (the client removes what it takes) and they have answered, the next frame painted holds it.
 * Placed here rather than in each screen so every campaign is measured by the same rule; a page
 * that started no reads marks the frame after its first screen commits.
 */
export async function markDataPainted(
  reads: Record<string, { answer: Promise<unknown> }> | undefined,
  screenCommitted: Promise<void>,
  pollMs = 16,
): Promise<void> {
  const started = Object.entries(reads ?? {});
  await screenCommitted;
  const since = Date.now();
  while (started.some(([key]) => reads?.[key]) && Date.now() - since < DATA_PAINT_GIVE_UP_MS)
    await sleep(pollMs);
  await Promise.allSettled(started.map(([, r]) => r.answer));
  // The answers' own continuations (parse, signals, React's render) run first, then two frames.
  await sleep(0);
  await nextFrame();
  await nextFrame();
  performance.mark(DATA_PAINTED_MARK);
}
