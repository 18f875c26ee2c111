import type { InvitePerson } from '@h5/core-api/contracts/invite';
import { formatNumber } from '@h5/i18n';
import { language, useSignals } from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import type { ReactNode } from 'react';

/** One person in a list: place (for rankings), picture, name, a line under it, and a value at the end. */
export function PersonRow({
  person,
  rank,
  detail,
  end,
  mine,
  testId = 'person-row',
}: {
  person: InvitePerson;
  rank?: number;
  detail?: ReactNode;
  end?: ReactNode;
  mine?: boolean;
  testId?: string;
}) {
  useSignals();
  return (
    <div className={mine ? 'inv-person inv-person-mine' : 'inv-person'} data-testid={testId}>
      {rank !== undefined ? (
        <span className="inv-rank">{rank > 0 ? formatNumber(language.value, rank) : '–'}</span>
      ) : null}
      <Avatar src={person.avatar} size={40} />
      <span className="inv-person-main">
        <UserName name={person.stage_name} className="inv-person-name" />
        {detail ? <span className="inv-person-detail">{detail}</span> : null}
      </span>
      {end ? <span className="inv-person-end">{end}</span> : null}
    </div>
  );
}
