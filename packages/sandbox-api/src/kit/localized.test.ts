import { describe, expect, it } from 'vitest';
import { languageOf, localized, textIn, writeIn } from './localized.ts';

const ROSE = localized({ en: 'Rose', ar: 'وردة' });

describe('localized texts', () => {
  it('picks the language of the lang header, English when it is missing or unknown', () => {
    expect(ROSE.in(languageOf({ lang: 'ar' }))).toBe('وردة');
    expect(ROSE.in(languageOf({ lang: 'AR-eg' }))).toBe('وردة');
    expect(ROSE.in(languageOf({}))).toBe('Rose');
    expect(ROSE.in(languageOf({ lang: 'hi' }))).toBe('Rose');
  });

  it('takes more languages than the two every text has', () => {
    expect(localized({ en: 'Rose', ar: 'وردة', hi: 'गुलाब' }).in('hi')).toBe('गुलाब');
  });

  it('writes every localized value of an answer in one language, plain strings as they are', () => {
    const answer = { list: [{ name: ROSE, code: 'rose' }], note: 'x' };
    expect(JSON.stringify(answer, writeIn('ar'))).toBe('{"list":[{"name":"وردة","code":"rose"}],"note":"x"}');
    expect(JSON.stringify(answer, writeIn('en'))).toBe('{"list":[{"name":"Rose","code":"rose"}],"note":"x"}');
    expect(textIn('ar', 'plain')).toBe('plain');
  });

  it('refuses an Arabic text with Arabic-Indic digits: the pages write Western ones', () => {
    expect(() => localized({ en: 'Top 10 of the week', ar: 'أفضل ١٠ هذا الأسبوع' })).toThrow(/Arabic-Indic/);
    expect(localized({ en: 'Top 10 of the week', ar: 'أفضل 10 هذا الأسبوع' }).in('ar')).toBe(
      'أفضل 10 هذا الأسبوع',
    );
  });
});
