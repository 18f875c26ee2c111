import {
  type ApplicationDecision,
  type ApplicationStatus,
  decideApplication,
  type GuildApplication,
  type GuildIdentity,
  getApplicationList,
} from '@h5/core-api/contracts/guild';
import { api, InfiniteList, language, pagesOf, type ScreenProps, t, useSignals } from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { useMemo, useState } from 'react';
import { Problem, useGuildAction } from '../components/actions.tsx';
import { RoleScreen } from '../components/RoleScreen.tsx';
import { dateLabel } from '../format.ts';
import { TITLES } from '../routes.ts';

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  none: 'Not applied',
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Not accepted',
};

/** Applications to the president's guild, waiting ones first; each approved or rejected once. */
export function Application({ query }: ScreenProps) {
  return (
    <RoleScreen title={t(TITLES.application)} need="president" query={query}>
      {({ identity }) => <Applications identity={identity} />}
    </RoleScreen>
  );
}

function Applications({ identity }: { identity: GuildIdentity }) {
  useSignals();
  const load = useMemo(() => pagesOf(getApplicationList, { identity }), [identity]);
  // Answers given on this page, shown on their rows without reloading the list.
  const [answered, setAnswered] = useState<Record<number, ApplicationStatus>>({});
  const [round, setRound] = useState(0);
  const decide = useGuildAction((id: number, decision: ApplicationDecision) =>
    api().call(decideApplication, { id, decision }),
  );
  const answer = async (a: GuildApplication, decision: ApplicationDecision) => {
    const r = await decide.run(a.id, decision);
    if (r) setAnswered((s) => ({ ...s, [a.id]: r.status }));
    // A refusal may have changed the application (the applicant went elsewhere): read it again.
    else if (r === null) setRound((n) => n + 1);
  };
  const lang = language.value;
  return (
    <>
      <Problem text={decide.problem} />
      <InfiniteList
        load={load}
        resetKey={`${identity}|${round}`}
        itemKey={(a) => a.id}
        empty={<p>{t('No applications yet.')}</p>}
        renderItem={(a) => {
          const status = answered[a.id] ?? a.status;
          return (
            <div className="h5-card gd-member" data-testid="application" data-status={status}>
              <Avatar src={a.user.avatar} size={40} />
              <div className="gd-row-main">
                <UserName name={a.user.stage_name} className="gd-row-name" />
                <span className="h5-muted gd-row-meta">
                  {t('Applied {date}', { date: dateLabel(a.applied_at, lang) })}
                </span>
              </div>
              {status === 'pending' ? (
                <div className="gd-decide">
                  <button
                    type="button"
                    className="h5-button h5-button-secondary gd-small"
                    disabled={decide.pending}
                    onClick={() => void answer(a, 'reject')}
                    data-testid="reject"
                  >
                    {t('Reject')}
                  </button>
                  <button
                    type="button"
                    className="h5-button gd-small"
                    disabled={decide.pending}
                    onClick={() => void answer(a, 'approve')}
                    data-testid="approve"
                  >
                    {t('Approve')}
                  </button>
                </div>
              ) : (
                <span className={`gd-pill gd-status-${status}`} data-testid="status">
                  {t(STATUS_LABELS[status])}
                </span>
              )}
            </div>
          );
        }}
      />
    </>
  );
}
