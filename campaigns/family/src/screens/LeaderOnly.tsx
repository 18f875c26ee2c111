// A leader's screen: the family read, its leader sees the screen, anyone else is told who can.

import type { FamilyInfo } from '@h5/core-api/contracts/family';
import { Async, api, Link, Page, type Resource, t, useResource } from '@h5/ui-kit';
import type { ReactNode } from 'react';
import { familyIdOf } from '../familyId.ts';
import { FAMILY_READ } from '../reads.ts';
import { BadLink, FAMILY_NOT_FOUND } from './BadLink.tsx';

export const ONLY_LEADER = 'Only the family leader can see and change this.';

/** The family, for its leader; others are told who can. */
export function LeaderOnly({
  params,
  title,
  children,
}: {
  params: Record<string, string>;
  title: string;
  children: (f: FamilyInfo, r: Resource<FamilyInfo>) => ReactNode;
}) {
  const id = familyIdOf(params.id);
  if (id === null) return <BadLink title={title} />;
  return (
    <Page title={title} className="fm-edit">
      <Loaded id={id}>{children}</Loaded>
    </Page>
  );
}

function Loaded({
  id,
  children,
}: {
  id: number;
  children: (f: FamilyInfo, r: Resource<FamilyInfo>) => ReactNode;
}) {
  const fam = useResource(() => api().call(FAMILY_READ.call, { family_id: id }), [id]);
  return (
    <Async r={fam} height="4rem" notFound={FAMILY_NOT_FOUND}>
      {(f) =>
        f.my_role === 'leader' ? (
          children(f, fam)
        ) : (
          <div className="h5-state" data-testid="not-leader">
            <p>{t(ONLY_LEADER)}</p>
            <Link to={`/v/family/detail/${f.family_id}`} className="h5-button">
              {t('See the family')}
            </Link>
          </div>
        )
      }
    </Async>
  );
}
