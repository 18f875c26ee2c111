// The user's noble level on the noble pages: its name and until when, or none yet.
import type { NobleIndex } from '@h5/core-api/contracts/vip';
import { language, t, useSignals } from '@h5/ui-kit';
import { day, isolated } from '../format.ts';

const NOBLE_UNTIL = 'You are {level} until {date}';
const NO_NOBLE = 'You have no noble title yet.';

export function NobleStatus({ index }: { index: NobleIndex }) {
  useSignals();
  const mine = index.levels.find((l) => l.level === index.my_level);
  return (
    <p className="h5-card vip-noble-status" data-testid="noble-status" data-level={index.my_level}>
      {mine
        ? t(NOBLE_UNTIL, { level: isolated(mine.name), date: day(language.value, index.expire_time) })
        : t(NO_NOBLE)}
    </p>
  );
}
