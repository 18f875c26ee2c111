// The lakh game: my info (points, place, who I accepted), my balance towards one lakh, the round's
// live show, my code to invite with, the people who accepted it, and accepting someone's code.

import { appScreenLink, isApiError, SERVER_ERROR_MESSAGE } from '@h5/core-api';
import {
  acceptLakhCode,
  getLakhBalance,
  getLakhInvite,
  getLakhInvited,
  getLakhLiveInfo,
  getLakhUserInfo,
  type LakhLiveInfo,
  type LakhUserInfo,
} from '@h5/core-api/contracts/invite';
import { formatDate, formatNumber } from '@h5/i18n';
import {
  Async,
  api,
  Countdown,
  Link,
  language,
  openAppScreen,
  Page,
  serverClock,
  t,
  toast,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { UserName } from '@h5/ui-kit/identity';
import { CodeCard } from '../components/CodeCard.tsx';
import { CodeEntry } from '../components/CodeEntry.tsx';
import { Money, money } from '../components/Money.tsx';
import { PersonRow } from '../components/PersonRow.tsx';
import { normalizeCode } from '../inviteCode.ts';
import { LAKH_TEXTS, lakhProgress, showState } from '../lakh.ts';
import { LAKH_PATH, TITLES } from '../routes.ts';
import { LAKH_POINTS } from '../texts.ts';

export const LAKH_HOME_TEXTS = {
  place: 'Place {rank}',
  notRanked: 'Not ranked yet',
  balance: 'My lakh balance',
  invitedPeople: 'People who accepted my code',
  nobody: 'Nobody has accepted your code yet.',
  accept: 'Accept a friend’s code',
  acceptLabel: 'Friend’s code',
  acceptSend: 'Accept',
  accepted: 'You accepted the code of',
  acceptedToast: 'Code accepted. {name} earned {points} points.',
  watch: 'Watch the show',
  ranking: 'See the ranking',
  hostedBy: 'Hosted by',
} as const;

export function LakhHome() {
  useSignals();
  const info = useResource(() => api().call(getLakhUserInfo, {}));
  const live = useResource(() => api().call(getLakhLiveInfo, {}));
  return (
    <Page title={t(TITLES.lakh)} className="inv-page inv-lakh">
      <header className="inv-hero inv-hero-lakh">
        <h1 className="inv-hero-title">{t(TITLES.lakh)}</h1>
      </header>
      <Async r={live} height="6rem">
        {(l) => <LiveShow l={l} />}
      </Async>
      <Async r={info} height="20rem">
        {(u) => <Mine u={u} reload={() => void info.load()} />}
      </Async>
    </Page>
  );
}

function LiveShow({ l }: { l: LakhLiveInfo }) {
  const state = showState(l, serverClock().now());
  return (
    <section className="h5-card inv-live" data-testid="live" data-state={state}>
      <h2 className="inv-h">
        <bdi>{l.title}</bdi>
      </h2>
      <p className="h5-muted">
        {t(LAKH_HOME_TEXTS.hostedBy)} <UserName name={l.host.stage_name} />
      </p>
      {state === 'live' ? (
        <button
          type="button"
          className="h5-button h5-button-block"
          onClick={() => openAppScreen(appScreenLink('live', { id: l.room_id }))}
          data-testid="watch"
        >
          <span className="inv-live-dot" aria-hidden="true" /> {t(LAKH_TEXTS.live)} ·{' '}
          {t(LAKH_HOME_TEXTS.watch)}
        </button>
      ) : state === 'soon' ? (
        <p>
          {t(LAKH_TEXTS.startsIn)} <Countdown targetMs={l.starts_at} />
        </p>
      ) : (
        <p>{t(LAKH_TEXTS.over)}</p>
      )}
      <Link
        to={`${LAKH_PATH}/rank`}
        className="h5-button h5-button-secondary h5-button-block"
        testId="to-rank"
      >
        {t(LAKH_HOME_TEXTS.ranking)}
      </Link>
    </section>
  );
}

function Mine({ u, reload }: { u: LakhUserInfo; reload: () => void }) {
  useSignals();
  const lang = language.value;
  const balance = useResource(() => api().call(getLakhBalance, { id: u.uid }), [u.uid]);
  const invite = useResource(() => api().call(getLakhInvite, {}));
  const invited = useResource(() => api().call(getLakhInvited, { user_id_invite: u.uid }), [u.uid]);
  return (
    <>
      <section className="h5-card inv-lakh-me" data-testid="lakh-me">
        <PersonRow
          person={u}
          detail={
            u.rank > 0
              ? t(LAKH_HOME_TEXTS.place, { rank: formatNumber(lang, u.rank) })
              : t(LAKH_HOME_TEXTS.notRanked)
          }
          end={t(LAKH_POINTS, { n: u.points })}
          testId="lakh-user"
        />
        <Async r={balance} height="3rem" compact>
          {(b) => (
            <div className="inv-lakh-balance">
              <p className="inv-wallet-label">{t(LAKH_HOME_TEXTS.balance)}</p>
              <Money amount={b.balance} currency={b.currency} testId="lakh-balance" />
              <progress
                className="blk-progress inv-lakh-progress"
                max={1}
                value={lakhProgress(b.balance, b.goal)}
              />
              <p className="h5-muted">
                {b.balance >= b.goal
                  ? t(LAKH_TEXTS.reached)
                  : t(LAKH_TEXTS.toGoal, { amount: money(b.goal - b.balance, b.currency, lang) })}
              </p>
            </div>
          )}
        </Async>
      </section>
      <Async r={invite} height="9rem" compact>
        {(i) => <CodeCard code={i.code} link={i.link} />}
      </Async>
      {u.accepted_from ? (
        <p className="h5-card" data-testid="accepted-from">
          {t(LAKH_HOME_TEXTS.accepted)} <UserName name={u.accepted_from.stage_name} />
        </p>
      ) : (
        <AcceptForm onAccepted={reload} />
      )}
      <section className="h5-card">
        <h2 className="inv-h">{t(LAKH_HOME_TEXTS.invitedPeople)}</h2>
        <Async
          r={invited}
          height="5rem"
          isEmpty={(d) => d.list.length === 0}
          empty={t(LAKH_HOME_TEXTS.nobody)}
        >
          {(d) => (
            <ul className="inv-plain-list" data-testid="lakh-invited">
              {d.list.map((p) => (
                <li key={p.uid}>
                  <PersonRow
                    person={p}
                    detail={formatDate(lang, p.joined_at, { dateStyle: 'medium' })}
                    end={t(LAKH_POINTS, { n: p.points })}
                  />
                </li>
              ))}
            </ul>
          )}
        </Async>
      </section>
    </>
  );
}

function AcceptForm({ onAccepted }: { onAccepted: () => void }) {
  const send = async (code: string): Promise<string | null> => {
    try {
      const r = await api().call(acceptLakhCode, { code: normalizeCode(code) });
      toast(t(LAKH_HOME_TEXTS.acceptedToast, { name: r.inviter.stage_name, points: r.points }));
      onAccepted();
      return null;
    } catch (e) {
      return isApiError(e) ? e.message : SERVER_ERROR_MESSAGE;
    }
  };
  return (
    <section className="h5-card inv-accept">
      <h2 className="inv-h">{t(LAKH_HOME_TEXTS.accept)}</h2>
      <CodeEntry
        id="lakh-code"
        label={LAKH_HOME_TEXTS.acceptLabel}
        sendLabel={LAKH_HOME_TEXTS.acceptSend}
        action="lakh_accept"
        send={send}
        testId="lakh-accept"
      />
    </section>
  );
}
