// The leader's management (spec 6): the ways to edit, invite, answer applications, see levels
// and the account, and dissolving the family (asked first, sent once). And the family's
// messages: notices for every member, applications the leader accepts or refuses.

import { ConfirmAction } from '@h5/blocks/confirm-sheet';
import { MenuList } from '@h5/blocks/menu-list';
import {
  ACCEPT,
  type DealAction,
  dealApplication,
  dissolveFamily,
  type FamilyMessage,
  REFUSE,
} from '@h5/core-api/contracts/family';
import {
  Async,
  api,
  InfiniteList,
  Link,
  navigate,
  Page,
  pagesOf,
  type ScreenProps,
  t,
  useResource,
} from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { useState } from 'react';
import { say, useFamilyAction, useIrreversibleAction } from '../actions.ts';
import { DealButtons } from '../components/DealButtons.tsx';
import { FamilyTitle } from '../components/FamilyRow.tsx';
import { familyIdOf } from '../familyId.ts';
import { dateOf, num } from '../format.ts';
import { FAMILY_READ, MESSAGES_READ } from '../reads.ts';
import { may } from '../roles.ts';
import { BadLink, FAMILY_NOT_FOUND } from './BadLink.tsx';

export const DISSOLVED = 'The family was dissolved.';
export const ACCEPTED = 'Welcome to the family!';
export const REFUSED = 'Application refused.';

export function Manage({ params }: ScreenProps) {
  const id = familyIdOf(params.id);
  if (id === null) return <BadLink title={t('Manage family')} />;
  return <ManageOf id={id} />;
}

function ManageOf({ id }: { id: number }) {
  const fam = useResource(() => api().call(FAMILY_READ.call, { family_id: id }), [id]);
  const [asking, setAsking] = useState(false);
  // Dissolving cannot be undone: one intent per family, so a double tap or a retry dissolves once.
  const [dissolve, dissolving] = useIrreversibleAction(
    `family-dissolve:${id}`,
    (idempotencyKey) => api().call(dissolveFamily, { family_id: id }, { idempotencyKey }),
    () => {
      setAsking(false);
      say(DISSOLVED);
      return navigate('/v/family/search', { replace: true });
    },
  );
  return (
    <Page title={t('Manage family')} className="fm-manage">
      <Async r={fam} height="6rem" notFound={FAMILY_NOT_FOUND}>
        {(f) =>
          may(f.my_role, 'manage') ? (
            <>
              <section className="h5-card fm-manage-head">
                <FamilyTitle title={f.family_title} className="fm-big" />
              </section>
              <section className="h5-card">
                <MenuList
                  testId="manage-menu"
                  items={[
                    { to: `/v/family/edit/${id}`, label: 'Edit family', testId: 'edit' },
                    { to: '/v/family/invite', label: 'Invite members', testId: 'invite' },
                    {
                      to: `/v/family/message/${id}`,
                      label: 'Applications and messages',
                      badge: f.unread_messages > 0 ? num(f.unread_messages) : undefined,
                      testId: 'messages',
                    },
                    { to: `/v/family/level/${id}`, label: 'Family level' },
                    { to: `/v/family/gamingolevel/${id}`, label: 'Gamingo level' },
                    { to: `/v/family/account/${id}`, label: 'Family account' },
                  ]}
                />
              </section>
              <section className="h5-card fm-danger-zone">
                <h2>{t('Dissolve the family')}</h2>
                <p className="h5-muted">
                  {t('Every member leaves and the family, its level and its account are gone.')}
                </p>
                <button
                  type="button"
                  className="h5-button fm-danger"
                  onClick={() => setAsking(true)}
                  data-testid="dissolve"
                >
                  {t('Dissolve family')}
                </button>
              </section>
              <ConfirmAction
                open={asking}
                title={t('Dissolve {name}?', { name: f.family_title })}
                confirmLabel={t('Dissolve')}
                pending={dissolving}
                onConfirm={() => void dissolve()}
                onCancel={() => setAsking(false)}
                danger
              >
                <p className="fm-confirm-text">
                  {t(
                    'All {n, plural, one {# member leaves} other {# members leave}}, and the level, starlight and account of the family are lost. This cannot be undone.',
                    { n: f.member_num },
                  )}
                </p>
              </ConfirmAction>
            </>
          ) : (
            <div className="h5-state" data-testid="not-leader">
              <p>{t('Only the family leader can manage the family.')}</p>
              <Link to={`/v/family/detail/${id}`} className="h5-button">
                {t('See the family')}
              </Link>
            </div>
          )
        }
      </Async>
    </Page>
  );
}

export function Messages({ params }: ScreenProps) {
  const id = familyIdOf(params.id);
  if (id === null) return <BadLink title={t('Family messages')} />;
  return <MessagesOf id={id} />;
}

function MessagesOf({ id }: { id: number }) {
  const [load] = useState(() => pagesOf(MESSAGES_READ.call, { family_id: id }));
  // Answers given on this screen, over what the list loaded.
  const [answered, setAnswered] = useState<Record<string, FamilyMessage['status']>>({});
  const [deal, dealing] = useFamilyAction(
    (messageId: string, action: DealAction) =>
      api().call(dealApplication, { family_id: id, id: messageId, action }),
    (r, messageId) => {
      say(r.status === 'accepted' ? ACCEPTED : REFUSED);
      setAnswered((a) => ({ ...a, [messageId]: r.status }));
    },
  );
  return (
    <Page title={t('Family messages')} className="fm-messages">
      <section className="h5-card">
        <InfiniteList
          load={load}
          itemKey={(m) => m.id}
          empty={t('No messages yet.')}
          renderItem={(m: FamilyMessage) => {
            const status = answered[m.id] ?? m.status;
            return (
              <article
                className="fm-message"
                data-testid={m.kind === 'application' ? 'application' : 'notice'}
              >
                <Avatar src={m.avatar} size={40} />
                <div className="fm-row-text">
                  <p className="fm-message-head">
                    <UserName name={m.stage_name} />
                    <time className="h5-muted">{dateOf(m.created_at, true)}</time>
                  </p>
                  <p className="fm-message-text">
                    {m.kind === 'application' ? <span className="fm-tag">{t('Wants to join')}</span> : null}
                    <bdi>{m.text}</bdi>
                  </p>
                  {m.kind === 'application' ? (
                    status === 'pending' ? (
                      <DealButtons
                        accept="Accept"
                        refuse="Refuse"
                        disabled={dealing}
                        onAccept={() => void deal(m.id, ACCEPT)}
                        onRefuse={() => void deal(m.id, REFUSE)}
                      />
                    ) : (
                      <p className={`fm-status fm-status-${status}`} data-testid="deal-status">
                        {t(status === 'accepted' ? 'Accepted' : 'Refused')}
                      </p>
                    )
                  ) : null}
                </div>
              </article>
            );
          }}
        />
      </section>
    </Page>
  );
}
