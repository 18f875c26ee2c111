// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { singerUid } from './Verified.tsx';

describe('singerUid', () => {
  it('reads a whole uid, and anything else as the signed-in user (0)', () => {
    expect(singerUid(new URLSearchParams('uid=2001'))).toBe(2001);
    expect(singerUid(new URLSearchParams(''))).toBe(0);
    expect(singerUid(new URLSearchParams('uid=<script>'))).toBe(0);
    expect(singerUid(new URLSearchParams('uid=-5'))).toBe(0);
  });
});
