// @vitest-environment node
import type { Discount, FirstRecharge } from '@h5/core-api/contracts/recharge';
import { describe, expect, it } from 'vitest';
import { bonusFor, coinsAfter, discountTerms, firstTerms, readOfferKind } from './offerTerms.ts';

const discount = (over: Partial<Discount> = {}): Discount => ({
  kind: 'gold',
  title: 'Gold week',
  end_time: 2_000,
  eligible: true,
  one_time: true,
  packages: [{ coins: 600, bonus_coins: 60, price: 79, currency: 'INR' }],
  ...over,
});
const first = (recharged: boolean) =>
  ({ recharged, offer: { coins: 600, bonus_coins: 600, price: 79, currency: 'INR' } }) as FirstRecharge;

describe('the offer of the store link', () => {
  it('reads only the offers there are', () => {
    expect(readOfferKind(new URLSearchParams('offer=gold'))).toBe('gold');
    expect(readOfferKind(new URLSearchParams('offer=first'))).toBe('first');
    expect(readOfferKind(new URLSearchParams('offer=free'))).toBeNull();
    expect(readOfferKind(new URLSearchParams(''))).toBeNull();
  });

  it("is the discount's package while it runs for this user, else gone", () => {
    expect(discountTerms(discount(), 600, 1_000_000)).toEqual({ kind: 'gold', coins: 600, bonus_coins: 60 });
    expect(discountTerms(discount(), 600, 2_000_000)).toEqual({ kind: 'gold', gone: true });
    expect(discountTerms(discount({ eligible: false }), 600, 0)).toEqual({ kind: 'gold', gone: true });
    // A one-time package taken is no longer in the server's list.
    expect(discountTerms(discount({ packages: [] }), 600, 0)).toEqual({ kind: 'gold', gone: true });
    expect(discountTerms(discount(), 3000, 0)).toEqual({ kind: 'gold', gone: true });
  });

  it('is the first-recharge offer until the user has recharged', () => {
    expect(firstTerms(first(false))).toEqual({ kind: 'first', coins: 600, bonus_coins: 600 });
    expect(firstTerms(first(true))).toEqual({ kind: 'first', gone: true });
  });

  it('adds its bonus only to its own package', () => {
    const terms = discountTerms(discount(), 600, 0);
    expect(bonusFor(terms, 600)).toBe(60);
    expect(bonusFor(terms, 3000)).toBe(0);
    expect(bonusFor({ kind: 'gold', gone: true }, 600)).toBe(0);
    expect(bonusFor(null, 600)).toBe(0);
  });
});

describe('the coins after paying', () => {
  it("adds the package and the offer's bonus to the coins the server says are held", () => {
    expect(coinsAfter(1_200, 600, 60)).toBe(1_860);
    expect(coinsAfter(0, 3_000, 0)).toBe(3_000);
  });
});
