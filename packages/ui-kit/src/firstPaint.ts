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
