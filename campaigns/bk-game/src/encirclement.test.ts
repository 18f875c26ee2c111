import { describe, expect, it } from 'vitest';
import { keepLastGood } from './encirclement.ts';

describe('keepLastGood', () => {
  it('stores a fresh answer', async () => {
    const slot = { value: 1 };
    await expect(keepLastGood(slot, async () => 2)).resolves.toBe(true);
    expect(slot.value).toBe(2);
  });

  it('keeps the last good state and does not throw when the call fails', async () => {
    const slot = { value: { round: 14 } };
    await expect(keepLastGood(slot, () => Promise.reject(new Error('500')))).resolves.toBe(false);
    expect(slot.value).toEqual({ round: 14 });
  });
});
