// What the end of a round says, by how many answers were right.

export const SCORE_TEXTS = {
  all: 'Perfect! Every answer right.',
  most: 'Great round!',
  some: 'Good try. Play again to beat your score.',
} as const;

export function verdict(right: number, total: number): string {
  if (total > 0 && right === total) return SCORE_TEXTS.all;
  return right * 2 >= total ? SCORE_TEXTS.most : SCORE_TEXTS.some;
}
