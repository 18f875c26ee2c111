// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { telHref } from './helpLine.ts';

describe('telHref', () => {
  it('dials the written number, keeping its international plus', () => {
    expect(telHref('+91 98200 11223')).toBe('tel:+919820011223');
    expect(telHref('(020) 7946-0018')).toBe('tel:02079460018');
  });
  it('offers no call for text that is not a number', () => {
    expect(telHref('')).toBeNull();
    expect(telHref('call us')).toBeNull();
    expect(telHref('12345')).toBeNull();
    expect(telHref('javascript:alert(1)')).toBeNull();
  });
});
