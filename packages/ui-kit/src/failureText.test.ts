import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '@h5/core-api';
import { createTranslator } from '@h5/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { errorText, failureText } from './failureText.ts';
import { translator } from './store.ts';

describe('failureText', () => {
  afterEach(() => {
    translator.value = createTranslator({});
  });

  it('translates our own messages', () => {
    translator.value = createTranslator({ [NETWORK_ERROR_MESSAGE]: 'خطأ في الشبكة' });
    expect(failureText(NETWORK_ERROR_MESSAGE)).toBe('خطأ في الشبكة');
  });

  it("shows the server's text as it came, even when it matches a key", () => {
    translator.value = createTranslator({ 'Not enough coins': 'عملات غير كافية' });
    expect(failureText('Not enough coins')).toBe('Not enough coins');
    expect(errorText(new ApiError('business', 'رصيدك غير كافٍ', { code: 2001 }))).toBe('رصيدك غير كافٍ');
  });

  it('says something went wrong, translated, for a value that is no ApiError', () => {
    translator.value = createTranslator({ [TIMEOUT_MESSAGE]: 'x' });
    expect(errorText(new Error('boom'))).toBe('Something went wrong. Please try again later.');
  });
});
