// Search the contest's songs; singing one opens the app's recorder on that song (through the
// bridge in the app, the app or its store page from a browser). The search is kept in the address,
// so going back returns to the same results.

import { PromotionPage } from '@h5/blocks/promotion';
import { appScreenLink } from '@h5/core-api';
import type { Song } from '@h5/core-api/contracts/champion';
import {
  InfiniteList,
  navigate,
  openAppScreen,
  Page,
  pagesOf,
  type ScreenProps,
  TextField,
  t,
  withVisitQuery,
} from '@h5/ui-kit';
import { useMemo, useState } from 'react';
import { SongLine } from '../components/SongLine.tsx';
import { songQuery } from '../query.ts';
import { SONGS_READ } from '../reads.ts';
import { PATHS, TITLES } from '../routes.ts';

/** The app's recorder, opened on a contest song. */
export const RECORD_SCREEN = 'record';

export function MakerSearch({ query }: ScreenProps) {
  return (
    <PromotionPage query={query} title={t(TITLES.search)} className="ch-page">
      {({ id }) => (
        <Page title={t(TITLES.search)} className="ch-page">
          <Search promotionId={id} initial={songQuery(query.get('q'))} />
        </Page>
      )}
    </PromotionPage>
  );
}

function Search({ promotionId, initial }: { promotionId: string; initial: string }) {
  const [text, setText] = useState(initial);
  const [q, setQ] = useState(initial);
  const load = useMemo(() => pagesOf(SONGS_READ.call, { promotion_id: promotionId, q }), [promotionId, q]);
  const submit = () => {
    const next = songQuery(text);
    setQ(next);
    void navigate(withVisitQuery(PATHS.search, { q: next || null }), { replace: true });
  };
  return (
    <>
      <form
        className="h5-card ch-search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="ch-search-row">
          <TextField
            id="ch-q"
            label="Song or singer"
            type="search"
            value={text}
            maxLength={80}
            onChange={setText}
            placeholder={t('For example: Perfect')}
            testId="song-query"
          />
          <button type="submit" className="h5-button" data-testid="song-search">
            {t('Search')}
          </button>
        </div>
      </form>
      <InfiniteList<Song>
        load={load}
        resetKey={q}
        itemKey={(s) => s.id}
        className="h5-card h5-list ch-songs"
        empty={
          <p className="h5-state">{q ? t('No contest song matches your search.') : t('No songs yet.')}</p>
        }
        renderItem={(s) => (
          <div className="ch-song-row" data-testid="song">
            <SongLine song={s} />
            <button
              type="button"
              className="h5-button ch-sing"
              onClick={() =>
                openAppScreen(appScreenLink(RECORD_SCREEN, { song_id: s.id, promotion_id: promotionId }))
              }
              data-testid="sing"
            >
              {t('Sing')}
            </button>
          </div>
        )}
      />
    </>
  );
}
