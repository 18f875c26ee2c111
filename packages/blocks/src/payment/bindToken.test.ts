import { describe, expect, it } from 'vitest';
import { bindToken, readBindToken } from './bindToken.ts';

describe('bind_token from the page query', () => {
  it('reads it as given', () => {
    expect(readBindToken('?lang=en&bind_token=bt-91aF.x_~')).toBe('bt-91aF.x_~');
    expect(bindToken('?bind_token=bt-1')).toEqual({ bind_token: 'bt-1' });
  });

  it('sends nothing when the page has none, an empty one or a malformed one', () => {
    expect(readBindToken('?lang=en')).toBeNull();
    expect(readBindToken('?bind_token=')).toBeNull();
    expect(readBindToken('?bind_token=a%26b%3Dc')).toBeNull();
    expect(readBindToken(`?bind_token=${'x'.repeat(129)}`)).toBeNull();
    expect(bindToken('?lang=en')).toEqual({});
  });
});
