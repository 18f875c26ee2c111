// Invitations both ways: the leader invites people without a family (spec 6), and a user answers
// the invitations families sent them; each answer is sent once, a refusal shown as said.

import {
  ACCEPT,
  type DealAction,
  type FamilyInvitation,
  getLeaderInvite,
  type InviteCandidate,
  leaderDoInvite,
  REFUSE,
  userDoInvite,
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
import { say, useFamilyAction } from '../actions.ts';
import { DealButtons } from '../components/DealButtons.tsx';
import { FamilyRow, FamilyTitle } from '../components/FamilyRow.tsx';
import { dateOf } from '../format.ts';
import { INVITATIONS_READ, MY_FAMILY_READ } from '../reads.ts';

export const INVITED = 'Invitation sent.';
export const JOINED = 'You joined the family.';
export const DECLINED = 'Invitation declined.';

export function Invite(_: ScreenProps) {
  const mine = useResource(() => api().call(MY_FAMILY_READ.call, {}));
  return (
    <Page title={t('Invite members')} className="fm-invite">
      <Async r={mine} height="4rem">
        {({ user_family_info: f }) =>
          f?.role === 'leader' ? (
            <>
              <section className="h5-card fm-invite-head">
                <FamilyTitle title={f.family_title} className="fm-big" />
                <p className="h5-muted">{t('Invite people who are not in a family yet.')}</p>
              </section>
              <Candidates familyId={f.family_id} />
            </>
          ) : (
            <div className="h5-state" data-testid="not-leader">
              <p>{t('Only a family leader can invite members.')}</p>
              <Link to="/v/family/search" className="h5-button">
                {t('Find a family')}
              </Link>
            </div>
          )
        }
      </Async>
    </Page>
  );
}

function Candidates({ familyId }: { familyId: number }) {
  const [load] = useState(() => pagesOf(getLeaderInvite, { family_id: familyId }));
  const [sent, setSent] = useState<Record<number, true>>({});
  const [invite, inviting] = useFamilyAction(
    (uid: number) => api().call(leaderDoInvite, { family_id: familyId, uid }),
    (_r, uid) => {
      say(INVITED);
      setSent((s) => ({ ...s, [uid]: true }));
    },
  );
  return (
    <section className="h5-card">
      <h2>{t('People to invite')}</h2>
      <InfiniteList
        load={load}
        itemKey={(c) => c.uid}
        empty={t('Everyone here is already in a family.')}
        renderItem={(c: InviteCandidate) => {
          const done = c.invited || sent[c.uid];
          return (
            <div className="fm-member" data-testid="candidate">
              <Avatar src={c.avatar} size={40} />
              <span className="fm-row-text">
                <UserName name={c.stage_name} />
              </span>
              <button
                type="button"
                className={
                  done ? 'h5-button h5-button-secondary fm-small-button' : 'h5-button fm-small-button'
                }
                disabled={Boolean(done) || inviting}
                onClick={() => void invite(c.uid)}
                data-testid="invite-user"
              >
                {done ? t('Invited') : t('Invite')}
              </button>
            </div>
          );
        }}
      />
    </section>
  );
}

export function InvitationList(_: ScreenProps) {
  const [load] = useState(() => pagesOf(INVITATIONS_READ.call, {}));
  // Invitations declined here stay in the list, marked, until the next visit.
  const [declined, setDeclined] = useState<Record<string, true>>({});
  const [answer, answering] = useFamilyAction(
    (inv: FamilyInvitation, action: DealAction) => api().call(userDoInvite, { id: inv.id, action }),
    (r, inv) => {
      if (r.family_id !== null) {
        say(JOINED);
        return navigate(`/v/family/detail/${inv.family_id}`, { replace: true });
      }
      say(DECLINED);
      setDeclined((d) => ({ ...d, [inv.id]: true }));
    },
  );
  return (
    <Page title={t('Invitations')} className="fm-invitations">
      <section className="h5-card">
        <p className="h5-muted">{t('Families that invited you. You can be in one family at a time.')}</p>
        <InfiniteList
          load={load}
          itemKey={(i) => i.id}
          empty={t('No invitations right now.')}
          renderItem={(inv: FamilyInvitation) => (
            <div className="fm-invitation" data-testid="invitation">
              <FamilyRow f={inv} />
              {declined[inv.id] ? (
                <p className="fm-status fm-status-refused" data-testid="declined">
                  {t('Declined')}
                </p>
              ) : (
                <DealButtons
                  accept="Join"
                  refuse="Decline"
                  disabled={answering}
                  onAccept={() => void answer(inv, ACCEPT)}
                  onRefuse={() => void answer(inv, REFUSE)}
                >
                  <time className="h5-muted">{dateOf(inv.created_at, true)}</time>
                </DealButtons>
              )}
            </div>
          )}
        />
      </section>
    </Page>
  );
}
