// The family home and search: the user's own family (or a way to one: invitations, applying),
// the family pages, and the families of the user's country, searchable by name or id.

import { MenuList } from '@h5/blocks/menu-list';
import type { FamilySummary } from '@h5/core-api/contracts/family';
import {
  Async,
  api,
  InfiniteList,
  Link,
  Page,
  pagesOf,
  type ScreenProps,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { Cover, FamilyRow, FamilyTitle } from '../components/FamilyRow.tsx';
import { familyListReducer, initialFamilyList, searchQuery } from '../familyList.ts';
import { num } from '../format.ts';
import { FAMILIES_READ, MESSAGES_READ, MY_FAMILY_READ } from '../reads.ts';

export function Search(_: ScreenProps) {
  useSignals();
  const [state, dispatch] = useReducer(familyListReducer, initialFamilyList);
  const mine = useResource(() => api().call(MY_FAMILY_READ.call, {}));
  const info = mine.data.value;
  useEffect(() => {
    if (info) dispatch({ type: 'mine', info });
  }, [info]);
  const leaderOf = info?.user_family_info?.role === 'leader' ? info.user_family_info.family_id : null;
  useEffect(() => {
    if (leaderOf === null) return;
    let live = true;
    api()
      .call(MESSAGES_READ.call, { family_id: leaderOf, page: 1 })
      .then((r) => live && dispatch({ type: 'messages', list: r.list }))
      // The badge is a hint; the messages screen reads them again and says what failed.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [leaderOf]);

  const query = searchQuery(state);
  // The pages so far, for the reducer's list: the loader appends to what the screen shows.
  const listRef = useRef<FamilySummary[]>([]);
  listRef.current = state.list;
  const load = useMemo(() => {
    const page = pagesOf(FAMILIES_READ.call, { content: query || undefined });
    return async (n: number) => {
      const r = await page(n);
      dispatch({ type: 'list', list: n === 1 ? r.items : [...listRef.current, ...r.items] });
      return r;
    };
  }, [query]);
  const waiting = state.messageList.filter((m) => m.status === 'pending').length;

  return (
    <Page title={t('Families')} className="fm-search">
      <section className="h5-card fm-mine fm-art" data-testid="my-family">
        {/* The row's height while loading and loaded (the cover's 64 px): the cards below stay put. */}
        <Async r={mine} placeholder={<div className="h5-skeleton fm-mine-wait" />} compact>
          {({ user_family_info: f }) =>
            f ? (
              <div className="fm-mine-row">
                <Link
                  to={`/v/family/detail/${f.family_id}`}
                  className="fm-mine-row fm-mine-link"
                  testId="my-family-link"
                >
                  <Cover src={f.family_cover} size={64} />
                  <span className="fm-row-text">
                    <span className="h5-muted">{t(f.role === 'leader' ? 'You lead' : 'Your family')}</span>
                    <FamilyTitle title={f.family_title} className="fm-big" />
                  </span>
                </Link>
                {/* The leader's messages beside the family, not a menu row that would appear late. */}
                {f.role === 'leader' ? (
                  <Link
                    to={`/v/family/message/${f.family_id}`}
                    className="h5-chip fm-mine-messages"
                    testId="messages-row"
                  >
                    {t('Family messages')}
                    {waiting > 0 ? <span className="blk-menu-badge">{num(waiting)}</span> : null}
                  </Link>
                ) : null}
              </div>
            ) : (
              <div className="fm-mine-row">
                <span className="fm-art-badge" aria-hidden="true" />
                <p className="fm-row-text">
                  <strong>{t('You are not in a family yet.')}</strong>
                  <span className="h5-muted">{t('Join one below, or accept an invitation.')}</span>
                </p>
              </div>
            )
          }
        </Async>
      </section>
      <section className="h5-card">
        <MenuList
          testId="family-menu"
          items={[
            {
              to: '/v/family/invitationlist',
              label: 'Invitations',
              badge: state.invitation_count > 0 ? num(state.invitation_count) : undefined,
              testId: 'invitations-row',
            },
            { to: '/v/weekly-family-star/index', label: 'Weekly family star' },
            { to: '/v/family-honor-wall/family', label: 'Family honor wall' },
            { to: '/v/model-family', label: 'Model families' },
            { to: '/v/college-family', label: 'College families' },
          ]}
        />
      </section>
      <section className="h5-card fm-list-card">
        <div className="fm-list-head">
          <h2>{query ? t('Search results') : t('Families near you')}</h2>
          <button
            type="button"
            className="h5-button h5-button-secondary fm-small-button"
            aria-expanded={state.showInput}
            onClick={() => dispatch({ type: 'showInput', show: !state.showInput })}
            data-testid="search-toggle"
          >
            {state.showInput ? t('Close search') : t('Search')}
          </button>
        </div>
        {state.showInput ? (
          <SearchField value={state.inputSearch} onSearch={(v) => dispatch({ type: 'input', value: v })} />
        ) : null}
        <InfiniteList
          load={load}
          resetKey={query}
          itemKey={(f) => f.family_id}
          renderItem={(f) => <FamilyRow f={f} />}
          empty={query ? t('No family matches “{q}”.', { q: query }) : t('No families here yet.')}
        />
      </section>
    </Page>
  );
}

/** The search field: the list follows once the user submits, not on every key. */
function SearchField({ value, onSearch }: { value: string; onSearch: (v: string) => void }) {
  return (
    <form
      className="fm-search-form"
      onSubmit={(e) => {
        e.preventDefault();
        const input = new FormData(e.currentTarget).get('q');
        onSearch(typeof input === 'string' ? input : '');
      }}
    >
      <label className="h5-field fm-grow">
        <span className="fm-sr">{t('Family name or ID')}</span>
        <input
          name="q"
          type="search"
          defaultValue={value}
          maxLength={40}
          placeholder={t('Family name or ID')}
          enterKeyHint="search"
          data-testid="search-input"
        />
      </label>
      <button type="submit" className="h5-button fm-small-button" data-testid="search-submit">
        {t('Search')}
      </button>
    </form>
  );
}
