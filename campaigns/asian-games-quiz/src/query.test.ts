// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readId, readRecordId } from './query.ts';

describe('query parameters', () => {
  it('reads positive whole ids and nothing else', () => {
    expect(readId('12')).toBe(12);
    expect(readId(' 7 ')).toBe(7);
    for (const bad of [null, '', '0', '-1', '1.5', '1e2', 'abc', '<script>', '1234567890'])
      expect(readId(bad), String(bad)).toBeNull();
  });
  it('reads withdrawal ids in the server’s shape only', () => {
    expect(readRecordId('R42')).toBe('R42');
    expect(readRecordId('42')).toBeNull();
    expect(readRecordId('R42/../x')).toBeNull();
    expect(readRecordId(null)).toBeNull();
  });
});
