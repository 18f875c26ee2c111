// The activity's rankings (spec 7 /ktv/activity/thanksgiving/user, /room, /room-rank-detail):
// users with the user's own row pinned, and rooms, each opening who brought it its points. All
// paged, ten at a time, as the list nears its end.

import { toPageResult } from '@h5/core-api';
import type { ActivityUserRow } from '@h5/core-api/contracts/vip';
import { getActivityRoomRank, getActivityUserRank, getRoomRankDetail } from '@h5/core-api/contracts/vip';
import { api, currentUser, InfiniteList, language, pagesOf, Tabs, t, useSignals } from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { useCallback, useMemo, useState } from 'react';
import { num } from '../format.ts';

const NOT_RANKED_YET = 'You are not ranked yet. Buy or renew VIP during the festival to get points.';
export const POINTS = '{n, plural, one {# point} other {# points}}';

type Tab = 'users' | 'rooms';

export function Rankings({ activityId }: { activityId: string }) {
  const [tab, setTab] = useState<Tab>('users');
  return (
    <section className="vip-rankings h5-card" aria-label={t('Rankings')}>
      <Tabs
        label={t('Rankings')}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'users', label: t('Users') },
          { key: 'rooms', label: t('Rooms') },
        ]}
      />
      {tab === 'users' ? <UserRanking activityId={activityId} /> : <RoomRanking activityId={activityId} />}
    </section>
  );
}

/** Spec 7's `user_id` on the activity's rankings: the signed-in user's, none for a visitor. */
function useUserId(): { user_id?: number } {
  useSignals();
  const me = currentUser.value;
  return me && !me.is_anonymous ? { user_id: me.uid } : {};
}

function UserRanking({ activityId }: { activityId: string }) {
  const [me, setMe] = useState<ActivityUserRow | null | undefined>(undefined);
  const { user_id } = useUserId();
  // The first page carries the user's own row.
  const load = useCallback(
    async (page: number) => {
      const r = await api().call(getActivityUserRank, {
        activity_id: activityId,
        page,
        ...(user_id ? { user_id } : {}),
      });
      if (page === 1) setMe(r.me);
      return toPageResult(r);
    },
    [activityId, user_id],
  );
  return (
    <>
      <InfiniteList
        className="vip-rank-list"
        load={load}
        itemKey={(r) => r.uid}
        renderItem={(r) => <UserRow row={r} />}
        empty={t('Nobody is ranked yet.')}
      />
      {me === undefined ? null : (
        <div className="vip-rank-me" data-testid="my-rank">
          {me ? <UserRow row={me} you /> : <p className="h5-muted">{t(NOT_RANKED_YET)}</p>}
        </div>
      )}
    </>
  );
}

function UserRow({ row, you }: { row: ActivityUserRow; you?: boolean }) {
  useSignals();
  return (
    <div className="vip-rank-row" data-testid={you ? undefined : 'rank-row'}>
      <span className={`vip-rank-place vip-rank-place-${Math.min(row.rank, 4)}`}>
        {num(language.value, row.rank)}
      </span>
      <Avatar src={row.avatar} size={36} />
      <span className="vip-rank-name">
        <UserName name={row.stage_name} />
        {you ? <span className="vip-you">{t('You')}</span> : null}
      </span>
      <span className="vip-rank-score">{t(POINTS, { n: row.score })}</span>
    </div>
  );
}

function RoomRanking({ activityId }: { activityId: string }) {
  useSignals();
  const { user_id } = useUserId();
  const load = useMemo(
    () => pagesOf(getActivityRoomRank, { activity_id: activityId, ...(user_id ? { user_id } : {}) }),
    [activityId, user_id],
  );
  const [open, setOpen] = useState<number | null>(null);
  return (
    <InfiniteList
      className="vip-rank-list"
      load={load}
      itemKey={(r) => r.room_id}
      empty={t('No room is ranked yet.')}
      renderItem={(r) => (
        <div className="vip-room" data-testid="room-row">
          <button
            type="button"
            className="vip-rank-row vip-room-head"
            aria-expanded={open === r.room_id}
            onClick={() => setOpen(open === r.room_id ? null : r.room_id)}
          >
            <span className={`vip-rank-place vip-rank-place-${Math.min(r.rank, 4)}`}>
              {num(language.value, r.rank)}
            </span>
            <Avatar src={r.cover} size={36} />
            <span className="vip-rank-name">
              <bdi className="vip-room-name">{r.room_name}</bdi>
              <UserName name={r.owner_name} className="h5-muted vip-room-owner" />
            </span>
            <span className="vip-rank-score">{t(POINTS, { n: r.score })}</span>
          </button>
          {open === r.room_id ? <RoomDetail activityId={activityId} ownerUid={r.owner_uid} /> : null}
        </div>
      )}
    />
  );
}

function RoomDetail({ activityId, ownerUid }: { activityId: string; ownerUid: number }) {
  const load = useMemo(
    () => pagesOf(getRoomRankDetail, { activity_id: activityId, user_id: ownerUid }),
    [activityId, ownerUid],
  );
  return (
    <div className="vip-room-detail" data-testid="room-detail">
      <InfiniteList
        load={load}
        itemKey={(r) => r.uid}
        renderItem={(r) => <UserRow row={r} />}
        empty={t('Nobody has brought this room points yet.')}
      />
    </div>
  );
}
