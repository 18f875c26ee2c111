import type { CheckIn } from '@h5/core-api/contracts/annualCeremony';

/** The stars today's check-in gave, from the server's answer (its day `today` of the week). */
export function checkedInStars(answer: CheckIn): number {
  return answer.days.find((d) => d.day === answer.today)?.stars ?? 0;
}
