import { describe, expect, it } from 'vitest';
import { visitCountry } from '../visitCountry.ts';

describe('visitCountry', () => {
  it("reads the page's country parameter when it is a country code", () => {
    expect(visitCountry('?lang=ar&country=EG')).toBe('EG');
    expect(visitCountry('?country=in')).toBe('in');
    expect(visitCountry('?country=Egypt')).toBeUndefined();
    expect(visitCountry('?lang=ar')).toBeUndefined();
  });
});
