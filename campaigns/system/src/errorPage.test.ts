// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE, MAX_ERROR_MESSAGE_LENGTH, readErrorQuery } from './errorPage.ts';

describe('readErrorQuery', () => {
  it('reads errorCode and errorMsg', () => {
    expect(readErrorQuery(new URLSearchParams('errorCode=404&errorMsg=Oops'))).toEqual({
      code: '404',
      message: 'Oops',
    });
  });
  it('falls back when they are missing or empty', () => {
    expect(readErrorQuery(new URLSearchParams(''))).toEqual({ code: null, message: DEFAULT_ERROR_MESSAGE });
    expect(readErrorQuery(new URLSearchParams('errorCode=&errorMsg=%20'))).toEqual({
      code: null,
      message: DEFAULT_ERROR_MESSAGE,
    });
  });
  it('drops a code that is not a short token, keeps markup as plain text', () => {
    const r = readErrorQuery(new URLSearchParams('errorCode=<img src=x>&errorMsg=<b>bold</b>'));
    expect(r).toEqual({ code: null, message: '<b>bold</b>' });
  });
  it('cuts very long messages without splitting characters', () => {
    const r = readErrorQuery(new URLSearchParams({ errorMsg: '😀'.repeat(400) }));
    expect(Array.from(r.message)).toHaveLength(MAX_ERROR_MESSAGE_LENGTH);
  });
});
