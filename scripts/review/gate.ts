// Whether a reviewed version may go live: its perception gate passes, or a person said why it
// goes live anyway (`--force "<reason>"`), and that reason is kept with the version.

import { PublishError, type PublishedVersion } from '../publish/publish.ts';
import { gateFindings, type ReviewRecord } from './record.ts';

/** Findings shown in the refusal before "and N more". */
const SHOWN = 8;

export function gateVerdict(
  record: ReviewRecord,
  pageUrl: string,
  force: string | undefined,
): Pick<PublishedVersion, 'review' | 'forced'> {
  const findings = gateFindings(record);
  const review = { findings: findings.length, page: pageUrl };
  if (findings.length === 0) return { review };
  const reason = force?.trim();
  if (reason) return { review, forced: reason };
  const more = findings.length > SHOWN ? `\n  … and ${findings.length - SHOWN} more` : '';
  throw new PublishError(
    `${record.campaign} ${record.version.id} fails its perception gate (${findings.length} finding${findings.length > 1 ? 's' : ''}); the live site is unchanged. See ${pageUrl}\n  ${findings.slice(0, SHOWN).join('\n  ')}${more}\nFix them, or make it live anyway with --force "<reason>" (the reason is kept with the version).`,
  );
}
