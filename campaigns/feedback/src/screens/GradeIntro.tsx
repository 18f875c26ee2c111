// The grade system introduction: every grade as a tab, the route's grade open with its level
// range, privileges and how to reach it.

import type { Grade } from '@h5/core-api/contracts/feedback';
import { Async, api, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { useState } from 'react';
import { chosenGrade, UNKNOWN_GRADE } from '../grades.ts';
import { GRADES_READ } from '../reads.ts';

export function GradeIntro({ params }: ScreenProps) {
  const grades = useResource(() => api().call(GRADES_READ.call, {}), []);
  return (
    <Page title={t('Grade system')} className="fb-page">
      <Async r={grades} height="10rem" isEmpty={(d) => d.grades.length === 0}>
        {(d) => <Grades grades={d.grades} id={params.id} />}
      </Async>
    </Page>
  );
}

function Grades({ grades, id }: { grades: Grade[]; id: string | undefined }) {
  const first = chosenGrade(grades, id);
  const [open, setOpen] = useState(first.grade!.id);
  const g = grades.find((x) => x.id === open) ?? first.grade!;
  return (
    <>
      {first.known ? null : (
        <p className="fb-note" data-testid="unknown-grade">
          {t(UNKNOWN_GRADE)}
        </p>
      )}
      <div className="fb-grades" role="tablist" aria-label={t('Grades')}>
        {grades.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            aria-selected={x.id === g.id}
            className={x.id === g.id ? 'fb-grade-tab fb-grade-on' : 'fb-grade-tab'}
            onClick={() => setOpen(x.id)}
          >
            <Img src={x.icon} alt="" width={36} height={36} />
            <bdi>{x.name}</bdi>
          </button>
        ))}
      </div>
      <section className="h5-card fb-card" role="tabpanel" data-testid="grade">
        <div className="fb-grade-head">
          <Img src={g.icon} alt="" width={64} height={64} eager />
          <div>
            <h2 className="fb-h">
              <bdi>{g.name}</bdi>
            </h2>
            <p className="h5-muted">{t('Levels {from} to {to}', { from: g.min_level, to: g.max_level })}</p>
          </div>
        </div>
        <h3 className="fb-h">{t('Privileges')}</h3>
        <ul className="fb-privileges">
          {g.privileges.map((p) => (
            <li key={p}>
              <bdi>{p}</bdi>
            </li>
          ))}
        </ul>
        <h3 className="fb-h">{t('How to get there')}</h3>
        <p>
          <bdi>{g.how_to}</bdi>
        </p>
      </section>
    </>
  );
}
