// How a reward tier names its places: one place, or a range.

export const RANK_ONE = 'No. {rank}';
export const RANK_RANGE = 'No. {from} to {to}';

export function rankLabel(from: number, to: number): { key: string; vars: Record<string, number> } {
  return from === to ? { key: RANK_ONE, vars: { rank: from } } : { key: RANK_RANGE, vars: { from, to } };
}
