import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import { isNotFound } from '../notFound.ts';

describe('isNotFound', () => {
  it('is an HTTP 404, a business 404 or one of the area’s own codes for it', () => {
    expect(isNotFound(new ApiError('http', 'x', { status: 404 }))).toBe(true);
    expect(isNotFound(new ApiError('business', 'x', { code: 404 }))).toBe(true);
    expect(isNotFound(new ApiError('business', 'x', { code: 4303 }), [4303])).toBe(true);
  });
  it('is not any other failure', () => {
    expect(isNotFound(new ApiError('business', 'x', { code: 4303 }))).toBe(false);
    expect(isNotFound(new ApiError('http', 'x', { status: 500 }))).toBe(false);
    expect(isNotFound(new ApiError('network', 'x'))).toBe(false);
    expect(isNotFound(new ApiError('business', 'x', { code: 401 }), [4303])).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
  });
});
