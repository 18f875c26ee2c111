// The goddess list's own parts: whether the user is on it (goddess joined), and the search by
// name or id (searchGoddess). While a search is shown its results replace the ranking; a blank
// search says what to type, a search without a match says so with the query as plain text.

import {
  getGoddessJoined,
  type StageEntry,
  type StageList,
  searchGoddess,
} from '@h5/core-api/contracts/annualCeremony';
import { Async, api, t, useResource, useSignals } from '@h5/ui-kit';
import { type FormEvent, type ReactNode, useState } from 'react';
import { KEYWORD_MAX, searchKeyword } from '../rules.ts';
import { GODDESS_TEXTS } from '../texts.ts';

export function GoddessPanel({
  promotionId,
  ranking,
  renderList,
  children,
}: {
  promotionId: string;
  /** The ranking's page 1: a new one (a star sent) reads the search again. */
  ranking: StageList;
  renderList: (entries: StageEntry[]) => ReactNode;
  /** The ranking, shown while no search is. */
  children: ReactNode;
}) {
  useSignals();
  const joined = useResource(
    () => api().call(getGoddessJoined, { promotion_id: promotionId }),
    [promotionId],
  );
  const [text, setText] = useState('');
  // The keyword searched ('' while the ranking shows), and whether a blank search was asked.
  const [keyword, setKeyword] = useState('');
  const [blank, setBlank] = useState(false);
  const found = useResource(
    () =>
      keyword
        ? api().call(searchGoddess, { promotion_id: promotionId, keyword })
        : Promise.resolve({ list: [] as StageEntry[] }),
    [promotionId, keyword, ranking],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const k = searchKeyword(text);
    setBlank(k === null);
    setKeyword(k ?? '');
  };
  const clear = () => {
    setText('');
    setKeyword('');
    setBlank(false);
  };
  const me = joined.data.value;
  return (
    <>
      {me ? (
        <p
          className={me.joined ? 'ac-note ac-note-on' : 'ac-note'}
          data-testid="goddess-joined"
          data-joined={me.joined}
        >
          {t(me.joined ? GODDESS_TEXTS.joined : GODDESS_TEXTS.notJoined)}
        </p>
      ) : null}
      <form className="ac-search" onSubmit={submit}>
        <input
          type="search"
          className="ac-search-input"
          value={text}
          maxLength={KEYWORD_MAX}
          onChange={(e) => setText(e.target.value)}
          placeholder={t(GODDESS_TEXTS.placeholder)}
          aria-label={t(GODDESS_TEXTS.label)}
          dir="auto"
          enterKeyHint="search"
          data-testid="goddess-query"
        />
        <button type="submit" className="h5-chip ac-search-go" data-testid="goddess-search">
          {t(GODDESS_TEXTS.search)}
        </button>
      </form>
      {blank ? (
        <p className="ac-note" role="status" data-testid="goddess-blank">
          {t(GODDESS_TEXTS.typeFirst)}
        </p>
      ) : null}
      {keyword ? (
        <Async r={found} height="8rem">
          {(d) => (
            <div data-testid="goddess-results">
              <p className="ac-found" role="status">
                {d.list.length
                  ? t(GODDESS_TEXTS.found, { n: d.list.length, q: keyword })
                  : t(GODDESS_TEXTS.noResult, { q: keyword })}
              </p>
              {d.list.length ? renderList(d.list) : null}
              <button type="button" className="h5-chip" onClick={clear} data-testid="goddess-clear">
                {t(GODDESS_TEXTS.clear)}
              </button>
            </div>
          )}
        </Async>
      ) : (
        children
      )}
    </>
  );
}
