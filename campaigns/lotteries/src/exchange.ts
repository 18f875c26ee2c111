// Whether an item of the dragon-egg exchange can be taken now, and if not, why.

export type ExchangeState = 'open' | 'short' | 'out';

export function exchangeState(item: { price: number; stock: number }, eggs: number): ExchangeState {
  if (item.stock <= 0) return 'out';
  return eggs >= item.price ? 'open' : 'short';
}
