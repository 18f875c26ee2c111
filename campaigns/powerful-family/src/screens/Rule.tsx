// Spec 2 `rule`: how the war runs, open to visitors.

import { Link, Page, type ScreenProps, t } from '@h5/ui-kit';

/** The war's rules as the rule page shows them (English keys). */
export const WAR_RULES = [
  'The war runs in seven levels of two days each, on the server’s time.',
  'Levels 1 to 4 are the regional rounds: families fight in groups of their region.',
  'After each regional round the best families of each group go on; after level 4 the two best of each region reach the global rounds.',
  'Levels 5 to 7 are the global semi-final levels: the round of 8, the semi-final and the final.',
  'A family’s points are what its members bring: songs, gifts and tickets. Each ticket is worth points for your family.',
  'Heroes are the singers who brought their families the most points.',
  'Level 8 means the war is finished: the family that wins the final is the champion.',
] as const;

export function Rule(_: ScreenProps) {
  return (
    <Page title={t('Rules')} className="pf-rules">
      <section className="h5-card">
        <ol className="pf-rule-list" data-testid="rules">
          {WAR_RULES.map((r) => (
            <li key={r}>{t(r)}</li>
          ))}
        </ol>
      </section>
      <div className="pf-cta">
        <Link to="/v/powerful-family/entry" className="h5-button h5-button-block" testId="to-entry">
          {t('Back to the war')}
        </Link>
      </div>
    </Page>
  );
}
