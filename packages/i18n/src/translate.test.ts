// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  catalogLoader,
  createTranslator,
  loadMessages,
  type MessageLoader,
  MISSING_MESSAGES_GLOBAL,
} from './index';

describe('createTranslator', () => {
  const t = createTranslator({
    'Hello {name}': 'مرحبا {name}',
    'You won {n} golds': 'ربحت {n} ذهب',
    Empty: '',
  });

  it('translates and interpolates', () => {
    expect(t('Hello {name}', { name: 'Sara' })).toBe('مرحبا Sara');
    expect(t('You won {n} golds', { n: 10 })).toBe('ربحت 10 ذهب');
  });

  it('falls back to the English key, interpolated', () => {
    expect(t('Please wait or refresh')).toBe('Please wait or refresh');
    expect(t('Hi {name}, {n} left', { name: 'Ali', n: 0 })).toBe('Hi Ali, 0 left');
    expect(t('Empty')).toBe('Empty');
  });

  it('leaves unknown placeholders and ignores inherited keys', () => {
    expect(t('Hi {name}')).toBe('Hi {name}');
    expect(t('Hi {name} {toString}', {})).toBe('Hi {name} {toString}');
    expect(t('constructor')).toBe('constructor');
  });

  it('inserts values as plain text, once', () => {
    expect(t('Hello {name}', { name: '<b>{n}</b>', n: 1 })).toBe('مرحبا <b>{n}</b>');
    expect(t('$& {a}', { a: '$&' })).toBe('$& $&');
  });
});

describe('loadMessages', () => {
  it('loads nothing for English', async () => {
    const loader = vi.fn<MessageLoader>(async () => ({ a: 'b' }));
    expect(await loadMessages('en', [loader])).toEqual({});
    expect(await loadMessages('en-US', [loader])).toEqual({});
    expect(loader).not.toHaveBeenCalled();
  });

  it('loads nothing for an unsupported language', async () => {
    const loader = vi.fn<MessageLoader>(async () => ({ a: 'b' }));
    expect(await loadMessages('xx', [loader])).toEqual({});
    expect(loader).not.toHaveBeenCalled();
  });

  it('merges loaders in order, accepting module objects with default', async () => {
    const seen: string[] = [];
    const shared: MessageLoader = async (lang) => {
      seen.push(lang);
      return { default: { Yes: 'نعم', No: 'لا' } };
    };
    const page: MessageLoader = async () => ({ No: 'كلا', Close: 'إغلاق' });
    expect(await loadMessages('ar-EG', [shared, page])).toEqual({ Yes: 'نعم', No: 'كلا', Close: 'إغلاق' });
    expect(seen).toEqual(['ar']);
  });

  it('keeps a message whose key is "default"', async () => {
    expect(await loadMessages('id', [async () => ({ default: 'Bawaan', Yes: 'Ya' })])).toEqual({
      default: 'Bawaan',
      Yes: 'Ya',
    });
  });

  it('skips loaders that reject or throw, so the page falls back to English keys', async () => {
    const missing: MessageLoader = () => Promise.reject(new Error('404'));
    const broken: MessageLoader = () => {
      throw new TypeError('boom');
    };
    const ok: MessageLoader = async () => ({ Yes: 'हाँ' });
    const messages = await loadMessages('hi', [missing, ok, broken]);
    expect(messages).toEqual({ Yes: 'हाँ' });
    const t = createTranslator(messages);
    expect(t('Yes')).toBe('हाँ');
    expect(t('No')).toBe('No');
    expect(await loadMessages('hi', [missing])).toEqual({});
  });
});

describe('missing translations in a development build', () => {
  const seen = () => (globalThis as unknown as Record<string, string[] | undefined>)[MISSING_MESSAGES_GLOBAL];
  afterEach(() => {
    vi.unstubAllEnvs();
    delete (globalThis as unknown as Record<string, unknown>)[MISSING_MESSAGES_GLOBAL];
  });

  it('lists each key shown untranslated once, in first-seen order', () => {
    vi.stubEnv('VITE_H5_ENV', 'dev');
    const t = createTranslator({ Close: 'إغلاق', Empty: '' });
    t('Close');
    t('Try again');
    t('Empty');
    t('Try again');
    expect(seen()).toEqual(['Try again', 'Empty']);
  });

  it('records nothing in other builds', () => {
    vi.stubEnv('VITE_H5_ENV', '');
    createTranslator({})('Try again');
    expect(seen()).toBeUndefined();
  });
});

describe('plural forms (Intl.PluralRules)', () => {
  const KEY = '{wins, plural, one {# win} other {# wins}} of {bets, plural, one {# bet} other {# bets}}';
  it('picks the English form for each count', () => {
    const t = createTranslator({}, 'en');
    expect(t(KEY, { wins: 1, bets: 2 })).toBe('1 win of 2 bets');
    expect(t(KEY, { wins: 0, bets: 1 })).toBe('0 wins of 1 bet');
    expect(t(KEY, { wins: 1200, bets: 1500 })).toBe('1,200 wins of 1,500 bets');
  });
  it('picks the Arabic forms, with Arabic digits where the language writes them', () => {
    const ar =
      '{wins, plural, zero {لا فوز} one {فوز واحد} two {فوزان} few {# انتصارات} many {# انتصارًا} other {# انتصار}}';
    const t = createTranslator({ [KEY]: ar }, 'ar');
    expect(t(KEY, { wins: 0, bets: 1 })).toBe('لا فوز');
    expect(t(KEY, { wins: 1, bets: 1 })).toBe('فوز واحد');
    expect(t(KEY, { wins: 2, bets: 1 })).toBe('فوزان');
    expect(t(KEY, { wins: 3, bets: 1 })).toBe(`${new Intl.NumberFormat('ar').format(3)} انتصارات`);
    expect(t(KEY, { wins: 11, bets: 1 })).toBe(`${new Intl.NumberFormat('ar').format(11)} انتصارًا`);
  });
  it('matches an exact number first, and leaves text around and other placeholders alone', () => {
    const t = createTranslator({}, 'en');
    expect(
      t('{name}: {n, plural, =0 {no coins} one {# coin} other {# coins}}!', { name: 'Siti', n: 0 }),
    ).toBe('Siti: no coins!');
    expect(t('{n, plural, one {# coin for {name}} other {# coins for {name}}}', { name: 'Siti', n: 1 })).toBe(
      '1 coin for Siti',
    );
  });
  it('reads a count given already formatted, in its other form', () => {
    const t = createTranslator({}, 'en');
    expect(t('{n, plural, one {# coin} other {# coins}}', { n: '5,000' })).toBe('5,000 coins');
  });
  it('leaves a malformed plural as written rather than breaking the page', () => {
    const t = createTranslator({}, 'en');
    expect(t('{n, plural, one {# coin}}', { n: 2 })).toBe('{n, plural, one {# coin}}');
  });
});

describe('catalogLoader', () => {
  const catalogs = {
    './messages/ar.json': () => Promise.resolve({ Hello: 'مرحبا' }),
    './messages/hi.json': () => Promise.resolve({ Hello: 'नमस्ते' }),
  };

  it("loads the language's file of the folder", async () => {
    const load = catalogLoader(catalogs, './messages/');
    expect(await loadMessages('ar', [load])).toEqual({ Hello: 'مرحبا' });
    expect(await loadMessages('hi', [load])).toEqual({ Hello: 'नमस्ते' });
  });

  it('loads nothing for a language without a file, and never throws', async () => {
    expect(await catalogLoader(catalogs, './messages/')('id')).toEqual({});
    expect(await catalogLoader(catalogs, './')('ar')).toEqual({});
  });
});
