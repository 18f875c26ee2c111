import { describe, expect, it, vi } from 'vitest';
import { createTranslator, loadMessages, type MessageLoader } from './index';

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
