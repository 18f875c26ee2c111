import { ApiError, SERVER_ERROR_MESSAGE } from '@h5/core-api';
import { describe, expect, it } from 'vitest';
import { HIT_NETWORK_MESSAGE, HIT_UNREADABLE_MESSAGE, hitFailure } from './hitFailure.ts';

describe('hitFailure (spec 8)', () => {
  it("shows the server's message for a refusal and forgets the key", () => {
    const e = new ApiError('business', 'Not enough golds. Recharge to keep hitting eggs.', { code: 4103 });
    expect(hitFailure(e)).toEqual({
      message: 'Not enough golds. Recharge to keep hitting eggs.',
      keepIntent: false,
    });
    expect(hitFailure(new ApiError('business', 'This campaign has ended.', { code: 4102 })).message).toBe(
      'This campaign has ended.',
    );
  });

  it("shows the server's message for an HTTP error", () => {
    const e = new ApiError('http', 'Internal Server Error', { status: 500, code: 500 });
    expect(hitFailure(e)).toEqual({ message: 'Internal Server Error', keepIntent: false });
  });

  it('keeps the key when the answer never arrived, and says a retry is safe', () => {
    expect(hitFailure(new ApiError('network', 'x'))).toEqual({
      message: HIT_NETWORK_MESSAGE,
      keepIntent: true,
    });
    expect(hitFailure(new ApiError('timeout', 'x'))).toEqual({
      message: HIT_NETWORK_MESSAGE,
      keepIntent: true,
    });
    expect(hitFailure(new ApiError('parse', 'x'))).toEqual({
      message: HIT_UNREADABLE_MESSAGE,
      keepIntent: true,
    });
  });

  it('falls back to the generic message for anything else', () => {
    expect(hitFailure(new Error('boom'))).toEqual({ message: SERVER_ERROR_MESSAGE, keepIntent: false });
  });
});
