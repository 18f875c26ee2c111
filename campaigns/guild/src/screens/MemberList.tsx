import { ConfirmAction } from '@h5/blocks/confirm-sheet';
import {
  type GuildIdentity,
  type GuildMember,
  getMyMembers,
  removeFromGuild,
} from '@h5/core-api/contracts/guild';
import { api, InfiniteList, language, pagesOf, type ScreenProps, t, toast, useSignals } from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { useMemo, useState } from 'react';
import { Problem, useIrreversibleAction } from '../components/actions.tsx';
import { RoleScreen } from '../components/RoleScreen.tsx';
import { dateLabel, formatCount, liveTime } from '../format.ts';
import { TITLES } from '../routes.ts';

/** The president's members, most stars this month first; a member can be removed after a question. */
export function MemberList({ query }: ScreenProps) {
  return (
    <RoleScreen title={t(TITLES.memberList)} need="president" query={query}>
      {({ identity }) => <Members identity={identity} />}
    </RoleScreen>
  );
}

function Members({ identity }: { identity: GuildIdentity }) {
  useSignals();
  const [round, setRound] = useState(0);
  const [asked, setAsked] = useState<GuildMember | null>(null);
  const load = useMemo(() => pagesOf(getMyMembers, { identity }), [identity]);
  // Removing cannot be undone: one intent per member, so a double tap or a retry removes once.
  const remove = useIrreversibleAction(
    (uid: number) => `guild-remove:${identity}:${uid}`,
    (idempotencyKey, uid: number) => api().call(removeFromGuild, { identity, uid }, { idempotencyKey }),
  );
  const confirm = async () => {
    if (!asked) return;
    const done = await remove.run(asked.uid);
    setAsked(null);
    if (!done) return;
    toast(t('Removed from the guild.'));
    setRound((n) => n + 1);
  };
  const lang = language.value;
  return (
    <>
      <Problem text={remove.problem} />
      <InfiniteList
        load={load}
        resetKey={`${identity}|${round}`}
        itemKey={(m) => m.uid}
        empty={<p>{t('Your guild has no members yet.')}</p>}
        renderItem={(m) => {
          const live = liveTime(m.month_live_minutes);
          return (
            <div className="h5-card gd-member" data-testid="member">
              <Avatar src={m.avatar} size={40} />
              <div className="gd-row-main">
                <UserName name={m.stage_name} className="gd-row-name" />
                <span className="h5-muted gd-row-meta">
                  {t('{stars} stars this month', { stars: formatCount(m.month_stars, lang) })} ·{' '}
                  {t('{h} h {m} min', {
                    h: formatCount(live.hours, lang),
                    m: formatCount(live.minutes, lang),
                  })}
                </span>
                <span className="h5-muted gd-row-meta">
                  {t('Joined {date}', { date: dateLabel(m.joined_at, lang) })}
                </span>
              </div>
              <button
                type="button"
                className="h5-button h5-button-secondary gd-small"
                aria-haspopup="dialog"
                onClick={() => setAsked(m)}
                data-testid="remove"
              >
                {t('Remove')}
              </button>
            </div>
          );
        }}
      />
      <ConfirmAction
        danger
        open={asked !== null}
        title={t('Remove this member?')}
        confirmLabel={t('Remove')}
        pending={remove.pending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      >
        {asked ? (
          <p className="gd-confirm-name">
            <UserName name={asked.stage_name} />
          </p>
        ) : null}
        <p>{t('They leave the guild at once. To come back, they would apply again.')}</p>
      </ConfirmAction>
    </>
  );
}
