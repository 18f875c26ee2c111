import { describe, expect, it } from 'vitest';
import { fulfilled, mapAnswer, markWhenSettled, PENDING, rejected, settledNow, valueNow } from './settled.ts';

describe('settled promises', () => {
  it('are read at once, and awaited as any promise', async () => {
    expect(settledNow(fulfilled(3))).toEqual({ value: 3 });
    expect(await fulfilled(3)).toBe(3);
    const err = new Error('no');
    expect(settledNow(rejected(err))).toEqual({ error: err });
    await expect(rejected(err)).rejects.toBe(err);
    expect(settledNow(Promise.resolve(3))).toBeNull();
  });

  it('stay known through mapAnswer, and a throwing map is a known refusal', async () => {
    expect(settledNow(mapAnswer(fulfilled({ list: [1] }), (r) => r.list))).toEqual({ value: [1] });
    const err = new Error('no');
    expect(settledNow(mapAnswer(rejected<{ list: number[] }>(err), (r) => r.list))).toEqual({ error: err });
    const bad = mapAnswer(fulfilled(1), () => {
      throw err;
    });
    expect(settledNow(bad)).toEqual({ error: err });
    const later = mapAnswer(Promise.resolve({ list: [2] }), (r) => r.list);
    expect(settledNow(later)).toBeNull();
    expect(await later).toEqual([2]);
  });

  it('chain through mapAnswer: a read made once another is known keeps its own mark', () => {
    const read = fulfilled({ list: [3] });
    const chained = mapAnswer(fulfilled(undefined), () => mapAnswer(read, (r) => r.list));
    expect(settledNow(chained)).toEqual({ value: [3] });
  });

  it('are marked once they settle by markWhenSettled', async () => {
    const p = markWhenSettled(Promise.resolve(5));
    expect(settledNow(p)).toBeNull();
    await p;
    await Promise.resolve();
    expect(settledNow(p)).toEqual({ value: 5 });
    const failed = markWhenSettled(Promise.reject(new Error('x')));
    await failed.catch(() => {});
    await Promise.resolve();
    expect(settledNow(failed)).toEqual({ error: new Error('x') });
  });

  it('give their value now through valueNow, a known refusal thrown, PENDING while unknown', () => {
    expect(valueNow(fulfilled(2))).toBe(2);
    expect(() => valueNow(rejected(new Error('no')))).toThrow('no');
    expect(valueNow(Promise.resolve(2))).toBe(PENDING);
  });
});
