import { LinkButtons, t } from '@h5/ui-kit';
import { PATHS } from '../routes.ts';

const NO_ENTRY_YET = 'You have not entered the contest yet.';

/** The user has no entry: the way to make one. */
export function NoEntry() {
  return (
    <div className="h5-card h5-state" data-testid="no-entry">
      <p>{t(NO_ENTRY_YET)}</p>
      <LinkButtons links={[{ to: PATHS.chooseRecord, label: 'Enter with a recording' }]} />
    </div>
  );
}
