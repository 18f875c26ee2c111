// The pre-heat's share of votes per choice, as whole percentages that add up to 100.

/** Largest-remainder rounding, so the bars always fill the whole. */
export function voteShares(votes: number[]): number[] {
  const total = votes.reduce((a, b) => a + b, 0);
  if (total <= 0) return votes.map(() => 0);
  const raw = votes.map((v) => (v / total) * 100);
  const shares = raw.map(Math.floor);
  let left = 100 - shares.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}
