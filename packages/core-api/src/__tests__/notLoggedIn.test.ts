import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { isNotLoggedIn, NOT_LOGGED_IN_CODE } from '../notLoggedIn.ts';

describe('isNotLoggedIn', () => {
  it('is the business code 401 or an HTTP 401', () => {
    expect(isNotLoggedIn(new ApiError('business', 'Please log in first', { code: NOT_LOGGED_IN_CODE }))).toBe(
      true,
    );
    expect(isNotLoggedIn(new ApiError('http', 'Unauthorized', { status: 401 }))).toBe(true);
  });
  it('is nothing else', () => {
    expect(isNotLoggedIn(new ApiError('business', 'Not enough golds', { code: 1002 }))).toBe(false);
    expect(isNotLoggedIn(new ApiError('http', 'Server error', { status: 500 }))).toBe(false);
    expect(isNotLoggedIn(new ApiError('network', 'offline'))).toBe(false);
    expect(isNotLoggedIn(new Error('401'))).toBe(false);
    expect(isNotLoggedIn(null)).toBe(false);
  });
});
