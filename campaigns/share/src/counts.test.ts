import { createTranslator } from '@h5/i18n';
import { describe, expect, it } from 'vitest';
import { LISTENS } from './components/RecordGrid.tsx';
import { shortCount } from './counts.ts';
import ar from './messages/ar.json';
import { LIKED, PLAYS } from './screens/Recording.tsx';

const t = createTranslator(ar, 'ar');
const en = createTranslator({}, 'en');

describe('short counts on the share pages', () => {
  it('writes the noun that follows ألف, whatever the exact count', () => {
    expect(t(LIKED, shortCount('ar', 2303))).toBe('2.3\u00a0ألف إعجاب');
    expect(t(LISTENS, shortCount('ar', 12_345))).toBe('12\u00a0ألف استماع');
    expect(t(PLAYS, shortCount('ar', 1_250_000))).toBe('1.3\u00a0مليون تشغيل');
  });

  it('keeps the forms of small counts', () => {
    expect(t(LIKED, shortCount('ar', 2))).toBe('إعجابان');
    expect(t(LIKED, shortCount('ar', 5))).toBe('5 إعجابات');
    expect(t(LISTENS, shortCount('ar', 15))).toBe('15 استماعًا');
    expect(en(LIKED, shortCount('en', 1))).toBe('1 like');
    expect(en(PLAYS, shortCount('en', 2303))).toBe('2.3K plays');
  });
});
