import { describe, expect, it } from 'vitest';
import { DEVICE_ID_TTL_MS, deviceId } from '../deviceId.ts';
import { intentKey } from '../idempotency.ts';
import { PERFORMANCE_SAMPLE_RATE, shouldSamplePerformance } from '../tracking.ts';

describe('deviceId (spec 9: 60 days)', () => {
  it('keeps the id until it expires, then makes a new one', () => {
    expect(DEVICE_ID_TTL_MS).toBe(5_184_000_000);
    const id = deviceId(localStorage, 1_000);
    expect(deviceId(localStorage, 1_000 + DEVICE_ID_TTL_MS - 1)).toBe(id);
    expect(deviceId(localStorage, 1_000 + DEVICE_ID_TTL_MS)).not.toBe(id);
  });
  it('replaces a corrupted value', () => {
    localStorage.setItem('h5.device_id', '{nope');
    expect(deviceId(localStorage, 5)).toMatch(/^h5-/);
  });
});

describe('intentKey', () => {
  it('reuses one key per intent until done', () => {
    const a = intentKey('withdraw', sessionStorage);
    expect(intentKey('withdraw', sessionStorage).key).toBe(a.key);
    a.done();
    expect(intentKey('withdraw', sessionStorage).key).not.toBe(a.key);
  });

  it('keeps the key in memory when storage is missing or refuses it', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    for (const storage of [undefined, refusing]) {
      const a = intentKey('hit', storage);
      expect(intentKey('hit', storage).key).toBe(a.key);
      a.done();
      expect(intentKey('hit', storage).key).not.toBe(a.key);
      intentKey('hit', storage).done();
    }
  });
});

describe('performance sampling (spec 9: 2 in 10)', () => {
  it('samples below 0.2 only', () => {
    expect(PERFORMANCE_SAMPLE_RATE).toBe(0.2);
    expect(shouldSamplePerformance(() => 0.19)).toBe(true);
    expect(shouldSamplePerformance(() => 0.2)).toBe(false);
  });
});
