import { getPromotion, getPromotionList, PROMOTION_LIST_IDS } from '@h5/core-api/contracts/general';
import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../area.ts';
import { clientIn, latinTexts } from '../testLanguage.ts';
import { serveSandbox } from '../testServer.ts';
import { ALL_AREAS } from './index.ts';

const served = serveSandbox(ALL_AREAS as AreaDefinition<unknown>[]);
/** The download origin's codes, the same in every language. */
const DOWNLOAD_CODES = ['pid', 'c'];
const LIST = { device: 'android', id: PROMOTION_LIST_IDS[0], type: 'all', page: 1 };

describe('general area in the page language', () => {
  it('writes every promotion, and its share texts, in Arabic for lang ar', async () => {
    const ar = clientIn(served.origin, 'ar');
    const list = await ar.call(getPromotionList, LIST);
    expect(list.list.length).toBeGreaterThan(0);
    expect(latinTexts(list)).toEqual([]);
    for (const { id } of list.list)
      expect(latinTexts(await ar.call(getPromotion, { id }), DOWNLOAD_CODES)).toEqual([]);
  });

  it('answers English without a lang header or with lang en', async () => {
    const en = await clientIn(served.origin, 'en').call(getPromotion, { id: '3001' });
    expect(en).toMatchObject({ title: 'Lucky Eggs', slogan: 'Hit an egg, win a prize' });
    const plain = await fetch(`${served.origin}/promotions/welcome`).then((r) => r.json());
    expect(plain.data).toMatchObject({ title: 'Welcome', slogan: 'Sing, share and win' });
  });

  it('refuses in the page language', async () => {
    await expect(clientIn(served.origin, 'ar').call(getPromotion, { id: 'nope' })).rejects.toMatchObject({
      message: 'هذا العرض غير موجود',
    });
    await expect(clientIn(served.origin, 'en').call(getPromotion, { id: 'nope' })).rejects.toMatchObject({
      message: 'This promotion does not exist',
    });
  });
});
