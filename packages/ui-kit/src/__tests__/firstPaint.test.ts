import { detectApp } from '@h5/bridge';
import { direction, pickLanguage } from '@h5/i18n';
import { describe, expect, it } from 'vitest';
import { DATA_PAINTED_MARK, markDataPainted } from '../dataPainted.ts';
import { LANGUAGE_INLINE_SCRIPT } from '../firstPaint.ts';

function runInline(search: string, userAgent: string, languages: string[]) {
  const html = { lang: '', dir: '' };
  new Function('document', 'location', 'navigator', LANGUAGE_INLINE_SCRIPT)(
    { documentElement: html },
    { search },
    { userAgent, languages },
  );
  return html;
}

/** What startCampaign decides once the JavaScript runs. */
function runtime(search: string, userAgent: string, languages: string[]) {
  const info = detectApp({ search, userAgent });
  const lang = pickLanguage({
    query: new URLSearchParams(search).get('lang'),
    app: info.locale,
    browser: languages,
  });
  return { lang, dir: direction(lang) };
}

const browser = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const app = (locale: string) => `${browser} sm/8.40.0/android/12/gp/dev-1/wifi/${locale}/Pixel/1001///EG`;

describe('the language chosen before the first paint', () => {
  const cases: [string, string, string[]][] = [
    ['', browser, []],
    ['', browser, ['ar-EG', 'en']],
    ['', browser, ['xx', 'in-ID']],
    ['', browser, ['fil-PH']],
    ['?lang=ar', browser, ['en-US']],
    ['?lang=AR_eg', browser, []],
    ['?lang=zz', browser, ['ur-PK']],
    ['?lang=', browser, ['fa']],
    ['?lang=hasOwnProperty', browser, []],
    ['', app('ar_EG'), ['en-US']],
    ['', app('null'), ['hi-IN']],
    ['?lang=en', app('ar_EG'), []],
    ['?share_type=wa', app('ar_EG'), ['ms-MY']],
    ['?app=sm&lang=ur', browser, []],
    ['', `${browser} sm/8.40.0/ios/16.6/x/d/4g/id_ID/iPhone/7`, []],
    ['', 'sm/8.1/android/11/gp/d/wifi/ar/Model/1', []],
  ];
  it.each(cases)('%s %s %j matches startCampaign', (search, ua, langs) => {
    expect(runInline(search, ua, langs)).toEqual(runtime(search, ua, langs));
  });

  it('sets Arabic right to left and the default left to right', () => {
    expect(runInline('?lang=ar', browser, [])).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(runInline('', browser, [])).toEqual({ lang: 'en', dir: 'ltr' });
  });
});

describe('the data-painted mark', () => {
  it('is set once the screen has taken over every preloaded read and they answered', async () => {
    performance.clearMarks(DATA_PAINTED_MARK);
    let answer = (_: unknown) => {};
    const reads: Record<string, { answer: Promise<unknown> }> = {
      a: { answer: Promise.resolve(1) },
      b: { answer: new Promise((r) => (answer = r)) },
    };
    const marked = markDataPainted(reads, Promise.resolve(), 1);
    delete reads.a;
    await new Promise((r) => setTimeout(r, 20));
    expect(performance.getEntriesByName(DATA_PAINTED_MARK)).toHaveLength(0);
    delete reads.b;
    answer(2);
    await marked;
    expect(performance.getEntriesByName(DATA_PAINTED_MARK)).toHaveLength(1);
  });

  it('follows the first screen on a page that started no reads', async () => {
    performance.clearMarks(DATA_PAINTED_MARK);
    let commit = () => {};
    const marked = markDataPainted(undefined, new Promise<void>((r) => (commit = r)));
    await new Promise((r) => setTimeout(r, 20));
    expect(performance.getEntriesByName(DATA_PAINTED_MARK)).toHaveLength(0);
    commit();
    await marked;
    expect(performance.getEntriesByName(DATA_PAINTED_MARK)).toHaveLength(1);
  });
});
