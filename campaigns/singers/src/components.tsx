// The head of a singer page, and an application's state as a card.

import type { Application } from '@h5/core-api/contracts/singers';
import { formatDate } from '@h5/i18n';
import { language, t } from '@h5/ui-kit';
import type { ReactNode } from 'react';
import { stateText } from './apply.ts';

export function Head({
  title,
  tagline,
  theme,
  children,
}: {
  title: string;
  tagline?: string;
  theme: string;
  children?: ReactNode;
}) {
  return (
    <header className={`sg-head sg-theme-${theme}`} data-testid="programme-head">
      <p className="sg-title">{t(title)}</p>
      {tagline ? <p className="sg-tagline">{t(tagline)}</p> : null}
      {children}
    </header>
  );
}

export function dateText(ms: number): string {
  return formatDate(language.value, ms, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function ApplicationCard({ application }: { application: Application }) {
  return (
    <section
      className={`h5-card sg-application sg-${application.state}`}
      data-testid="application"
      data-state={application.state}
    >
      <p className="sg-application-state">{t(stateText(application.state))}</p>
      <p className="h5-muted">
        {t('Sent on {date}', { date: dateText(application.submitted_at) })} · <bdi>{application.note}</bdi>
      </p>
    </section>
  );
}
