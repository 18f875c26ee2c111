// A family's page: its cover, name, slogan, leader, level, members of max and this week's score,
// its tasks, its members by starlight, and what the user may do there by their role (spec 6):
// the leader manages, a member may leave (asked first), anyone else may apply. And the page a
// shared link opens, for people outside the app too.

import { ConfirmAction } from '@h5/blocks/confirm-sheet';
import { ShareButton } from '@h5/blocks/share';
import {
  applyFamily,
  type FamilyInfo,
  type FamilyMember,
  type FamilyTask,
  leaveFamily,
} from '@h5/core-api/contracts/family';
import {
  Async,
  api,
  href,
  InfiniteList,
  Link,
  navigate,
  Page,
  pagesOf,
  type ScreenProps,
  SendButton,
  SignInPrompt,
  t,
  useResource,
  useSignals,
  useSignedIn,
} from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { useState } from 'react';
import { say, useFamilyAction, useIrreversibleAction } from '../actions.ts';
import { Cover, FamilyTitle, LevelBadge, MemberCount } from '../components/FamilyRow.tsx';
import { TaskBars } from '../components/TaskBars.tsx';
import { familyIdOf } from '../familyId.ts';
import { num } from '../format.ts';
import { FAMILY_READ, MY_FAMILY_READ, STARLIGHT_READ } from '../reads.ts';
import { applyBlocker, may } from '../roles.ts';
import { BadLink, FAMILY_NOT_FOUND } from './BadLink.tsx';

export const LEFT = 'You left the family.';
export const APPLIED_DONE = 'Application sent. The leader will answer soon.';

export function Detail({ params }: ScreenProps) {
  const id = familyIdOf(params.id);
  if (id === null) return <BadLink title={t('Family')} />;
  return <DetailOf id={id} />;
}

function DetailOf({ id }: { id: number }) {
  useSignals();
  const fam = useResource(() => api().call(FAMILY_READ.call, { family_id: id }), [id]);
  const f = fam.data.value;
  return (
    <Page title={t('Family')} className="fm-detail">
      <Async r={fam} height="5rem" notFound={FAMILY_NOT_FOUND}>
        {(info) => (
          <>
            <FamilyHead f={info} />
            <Actions f={info} reload={() => fam.load()} />
            <Tasks title="Family tasks" tasks={info.all_task} testId="all-tasks" />
            {info.one_task.length ? <Tasks title="My tasks" tasks={info.one_task} testId="my-tasks" /> : null}
          </>
        )}
      </Async>
      {f ? <Members id={id} /> : null}
    </Page>
  );
}

export function FamilyHead({ f, shareable = true }: { f: FamilyInfo; shareable?: boolean }) {
  return (
    <section className="h5-card fm-head fm-art" data-testid="family-head">
      <Cover src={f.family_cover} size={88} />
      <div className="fm-head-text">
        <FamilyTitle title={f.family_title} className="fm-big" />
        <p className="fm-head-line">
          <Link to={`/v/family/level/${f.family_id}`} className="fm-plain">
            <LevelBadge level={f.level} />
          </Link>
          <span className="fm-id">{t('ID {id}', { id: f.family_id })}</span>
        </p>
        <p className="fm-slogan" data-testid="slogan">
          {/* The leader's own words, kept as written in any page language. */}
          {f.slogan ? (
            <bdi translate="no">{f.slogan}</bdi>
          ) : (
            <span className="h5-muted">{t('No slogan yet.')}</span>
          )}
        </p>
      </div>
      {shareable ? <ShareFamily f={f} /> : null}
      <dl className="fm-stats">
        <div>
          <dt>{t('Leader')}</dt>
          <dd className="fm-leader">
            <Avatar src={f.leader_image} size={24} />
            <UserName name={f.leader_name} />
          </dd>
        </div>
        <div>
          <dt>{t('Members')}</dt>
          <dd>
            <MemberCount n={f.member_num} max={f.max_member_num} />
          </dd>
        </div>
        <div>
          <dt>{t('Starlight this week')}</dt>
          <dd data-testid="score">{num(f.score)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** The family's own share card: its name, slogan and cover, and the link its share page opens. */
function ShareFamily({ f }: { f: FamilyInfo }) {
  const link = new URL(href(`/v/family/share/${f.family_id}`), location.href).href;
  return (
    <ShareButton
      className="fm-share"
      promotion={{
        title: f.family_title,
        share_title: t('Join my family {name}', { name: f.family_title }),
        share_desc: f.slogan,
        share_cover: new URL(f.family_cover, location.href).href,
        share_link: link,
        slogan: f.slogan,
        is_share_copy: false,
      }}
    />
  );
}

function Actions({ f, reload }: { f: FamilyInfo; reload: () => Promise<unknown> }) {
  useSignals();
  const [asking, setAsking] = useState(false);
  const mine = useResource(() => api().call(MY_FAMILY_READ.call, {}), [f.family_id]);
  // Leaving cannot be undone: one intent per family, so a double tap or a retry leaves once.
  const [leave, leaving] = useIrreversibleAction(
    `family-leave:${f.family_id}`,
    (idempotencyKey) => api().call(leaveFamily, { family_id: f.family_id }, { idempotencyKey }),
    () => {
      setAsking(false);
      say(LEFT);
      return navigate('/v/family/search', { replace: true });
    },
  );
  const [apply, applying] = useFamilyAction(
    () => api().call(applyFamily, { family_id: f.family_id }),
    () => {
      say(APPLIED_DONE);
      return reload();
    },
  );
  if (f.my_role === 'leader') {
    return (
      <nav className="fm-actions" data-testid="leader-actions" aria-label={t('Manage family')}>
        <Link to={`/v/family/manage/${f.family_id}`} className="h5-button" testId="manage">
          {t('Manage family')}
        </Link>
        <Link to="/v/family/invite" className="h5-button h5-button-secondary" testId="invite">
          {t('Invite members')}
        </Link>
        <Link
          to={`/v/family/message/${f.family_id}`}
          className="h5-button h5-button-secondary"
          testId="messages"
        >
          {f.unread_messages > 0
            ? t('{n, plural, one {# application} other {# applications}}', { n: f.unread_messages })
            : t('Messages')}
        </Link>
      </nav>
    );
  }
  if (may(f.my_role, 'leave')) {
    return (
      <div className="fm-actions" data-testid="member-actions">
        <Link to={`/v/family/message/${f.family_id}`} className="h5-button h5-button-secondary">
          {t('Messages')}
        </Link>
        <button
          type="button"
          className="h5-button fm-danger-quiet"
          onClick={() => setAsking(true)}
          data-testid="leave"
        >
          {t('Leave family')}
        </button>
        <ConfirmAction
          open={asking}
          title={t('Leave the family?')}
          confirmLabel={t('Leave')}
          pending={leaving}
          onConfirm={() => void leave()}
          onCancel={() => setAsking(false)}
          danger
        >
          <p className="fm-confirm-text">
            {t(
              'You lose your place and this week’s starlight in {name}. To come back you must apply again.',
              {
                name: f.family_title,
              },
            )}
          </p>
        </ConfirmAction>
      </div>
    );
  }
  const blocker = applyBlocker({
    my_role: f.my_role,
    applied: f.applied,
    member_num: f.member_num,
    max_member_num: f.max_member_num,
    inAnotherFamily: Boolean(mine.data.value?.user_family_info),
  });
  return (
    <div className="fm-actions" data-testid="visitor-actions">
      {blocker ? (
        <p className="fm-note" data-testid="apply-blocked">
          {t(blocker)}
        </p>
      ) : (
        <SendButton
          pending={applying}
          disabled={mine.data.value === undefined}
          onClick={() => void apply()}
          testId="apply"
        >
          {t('Apply to join')}
        </SendButton>
      )}
    </div>
  );
}

function Tasks({ title, tasks, testId }: { title: string; tasks: FamilyTask[]; testId: string }) {
  return (
    <section className="h5-card" data-testid={testId}>
      <h2>{t(title)}</h2>
      <TaskBars tasks={tasks} />
    </section>
  );
}

function Members({ id }: { id: number }) {
  const load = useState(() => pagesOf(STARLIGHT_READ.call, { family_id: id }))[0];
  return (
    <section className="h5-card" data-testid="members">
      <h2>{t('Members by starlight')}</h2>
      <InfiniteList
        load={load}
        itemKey={(m: FamilyMember) => m.uid}
        renderItem={(m) => (
          <div className="fm-member" data-testid="member">
            <span className="fm-rank">{num(m.rank)}</span>
            <Avatar src={m.avatar} size={36} />
            <span className="fm-row-text">
              <UserName name={m.stage_name} />
              {m.role === 'leader' ? <span className="fm-tag">{t('Leader')}</span> : null}
            </span>
            <span className="fm-starlight">{num(m.starlight)}</span>
          </div>
        )}
        empty={t('No members yet.')}
      />
    </section>
  );
}

/** The page a shared link opens: the family, and the way in for whoever opened it. */
export function SharePage({ params }: ScreenProps) {
  const id = familyIdOf(params.id);
  if (id === null) return <BadLink title={t('Join my family')} />;
  return <SharePageOf id={id} />;
}

function SharePageOf({ id }: { id: number }) {
  useSignals();
  const signedIn = useSignedIn();
  const fam = useResource(() => api().call(FAMILY_READ.call, { family_id: id }), [id]);
  return (
    <Page title={t('Join my family')} className="fm-share-page">
      <Async r={fam} height="5rem" notFound={FAMILY_NOT_FOUND}>
        {(f) => (
          <>
            <FamilyHead f={f} shareable={false} />
            <section className="h5-card fm-invite-card" data-testid="share-way">
              <p>{t('You are invited to sing with this family.')}</p>
              {signedIn === false ? (
                <SignInPrompt onSignedIn={() => void fam.load()} />
              ) : (
                <Link
                  to={`/v/family/detail/${f.family_id}`}
                  className="h5-button h5-button-block"
                  testId="open-family"
                >
                  {t('See the family')}
                </Link>
              )}
            </section>
          </>
        )}
      </Async>
    </Page>
  );
}
