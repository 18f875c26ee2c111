// Live content (spec 2, 3, 4): the hosts to support with tickets, the user's tickets (the count
// drops by one at a use and the server's count wins when it answers), joining the game as a
// player; the upgrade rules and the rules.

import { ConfirmAction, ConfirmSheet } from '@h5/blocks/confirm-sheet';
import { appScreenLink } from '@h5/core-api';
import {
  getPlayerList,
  getTicket,
  joinGame,
  type LivePlayer,
  type PlayerList,
  sendTicket,
} from '@h5/core-api/contracts/live';
import { isolate } from '@h5/i18n';
import {
  Async,
  api,
  failureText,
  Link,
  openAppScreen,
  Page,
  type ScreenProps,
  SendButton,
  SignInPrompt,
  t,
  toast,
  toastError,
  useMoneyAction,
  useResource,
  useSignals,
  useSignedIn,
  useSingleFlight,
} from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { useEffect, useState } from 'react';
import { TicketArt } from '../art.tsx';
import { afterAnswer, afterUse, canUse, TICKET_TEXTS, ticketsOf } from '../tickets.ts';

const TITLE = 'Live content';

function Nav() {
  return (
    <nav className="lv-nav" aria-label={t('Sections')}>
      <Link to="/v/live-content/index" className="h5-chip" testId="nav-index">
        {t('Players')}
      </Link>
      <Link to="/v/live-content/rule-up" className="h5-chip" testId="nav-rule-up">
        {t('Upgrade rules')}
      </Link>
      <Link to="/v/live-content/rule" className="h5-chip" testId="nav-rule">
        {t('Rules')}
      </Link>
    </nav>
  );
}

function Head({ children }: { children?: React.ReactNode }) {
  return (
    <header className="lv-head lv-theme-live" data-testid="event-head">
      <TicketArt />
      <p className="lv-title">{t(TITLE)}</p>
      <p className="lv-tagline">{t('Send tickets to the hosts you love and lift them up the list.')}</p>
      {children}
      <Nav />
    </header>
  );
}

export function LiveContent(_: ScreenProps) {
  useSignals();
  const signedIn = useSignedIn();
  // Read once: the first answer already knows who asks (the login is in the request); a visitor
  // who logs in on the page gets it again (onSignedIn below).
  const players = useResource(() => api().call(getPlayerList, {}), []);
  const ticket = useResource(
    () => (signedIn ? api().call(getTicket, {}) : Promise.resolve(null)),
    [signedIn],
  );
  const [count, setCount] = useState<number | null>(null);
  const server = ticket.data.value;
  useEffect(() => {
    setCount(server ? ticketsOf(server) : null);
  }, [server]);
  // Tickets each player received as the server last answered a use of ours.
  const [received, setReceived] = useState<Record<number, number>>({});

  // The ticket the sheet asks about: asked first, as join and the PK vote are.
  const [asked, setAsked] = useState<LivePlayer | null>(null);
  const [run, pending] = useMoneyAction(
    (p: LivePlayer) => `live-ticket:${p.uid}`,
    (idempotencyKey, p: LivePlayer) => {
      setCount((c) => (c === null ? c : afterUse(c)));
      return api().call(sendTicket, { player_uid: p.uid }, { idempotencyKey });
    },
  );
  const ask = (p: LivePlayer) => {
    if (!canUse(count)) {
      toast(t(TICKET_TEXTS.none));
      return;
    }
    setAsked(p);
    // The tickets left after this one are the server's count less one: read it again, it may
    // know of uses on another phone.
    void ticket.load();
  };
  const use = async (p: LivePlayer) => {
    const outcome = await run(p);
    if (!outcome) return;
    setAsked(null);
    if (outcome.kind === 'done') {
      setCount(afterAnswer(count ?? 0, outcome.result.can_use_ticket));
      setReceived((r) => ({ ...r, [p.uid]: outcome.result.player.tickets }));
      toast(t(TICKET_TEXTS.used, { name: p.stage_name }));
      return;
    }
    setCount((c) => (c === null ? c : afterAnswer(c, null)));
    toast(failureText(outcome.message));
    // The server's count wins: it may know of uses this page did not see.
    void ticket.load();
  };

  return (
    <Page title={t(TITLE)} className="lv-page">
      <Head>
        {/* A visitor's way to sign in takes the tickets' line, the height the shell keeps for it. */}
        {signedIn === false ? (
          <div className="lv-tickets">
            <SignInPrompt compact onSignedIn={() => void players.load()} />
          </div>
        ) : (
          <p className="lv-tickets" data-testid="ticket-count" data-count={count ?? ''}>
            {count === null ? '\u00a0' : t(TICKET_TEXTS.count, { n: count })}
          </p>
        )}
      </Head>
      <Async r={players} height="16rem">
        {(list) => (
          <>
            <Join list={list} signedIn={signedIn === true} onJoined={() => void players.load()} />
            <ul className="lv-players" data-testid="players">
              {list.players.map((p) => (
                <PlayerCard
                  key={p.uid}
                  p={{ ...p, tickets: received[p.uid] ?? p.tickets }}
                  canSend={signedIn === true}
                  onUse={() => ask(p)}
                />
              ))}
            </ul>
          </>
        )}
      </Async>
      <ConfirmSheet
        open={asked !== null}
        title={asked ? t(TICKET_TEXTS.ask, { name: isolate(asked.stage_name) }) : ''}
        spend={t(TICKET_TEXTS.one)}
        receive={t(TICKET_TEXTS.more)}
        receiveLabel={asked ? t(TICKET_TEXTS.gets, { name: isolate(asked.stage_name) }) : undefined}
        balanceAfter={
          server && !ticket.loading.value
            ? t(TICKET_TEXTS.received, { n: afterUse(ticketsOf(server) ?? 0) })
            : undefined
        }
        confirmLabel={t(TICKET_TEXTS.use)}
        pending={pending}
        onConfirm={() => asked && void use(asked)}
        onCancel={() => setAsked(null)}
      />
    </Page>
  );
}

function PlayerCard({ p, canSend, onUse }: { p: LivePlayer; canSend: boolean; onUse: () => void }) {
  return (
    <li className="h5-card lv-player" data-testid="player" data-uid={p.uid}>
      <Avatar src={p.avatar} size={48} />
      <span className="lv-player-who">
        <UserName name={p.stage_name} />
        <bdi className="h5-muted">{p.topic}</bdi>
        <span className="lv-received" data-testid="received">
          {t(TICKET_TEXTS.received, { n: p.tickets })}
        </span>
      </span>
      <span className="lv-player-actions">
        {p.live ? (
          <button
            type="button"
            className="h5-button h5-button-secondary lv-small"
            onClick={() => openAppScreen(appScreenLink('live', { uid: p.uid }))}
            data-testid="watch"
          >
            {t('Watch')}
          </button>
        ) : null}
        {canSend ? (
          <button type="button" className="h5-button lv-small" onClick={onUse} data-testid="use-ticket">
            {t(TICKET_TEXTS.use)}
          </button>
        ) : null}
      </span>
    </li>
  );
}

function Join({ list, signedIn, onJoined }: { list: PlayerList; signedIn: boolean; onJoined: () => void }) {
  const [asking, setAsking] = useState(false);
  const [send, pending] = useSingleFlight(async () => {
    try {
      await api().call(joinGame, {});
      setAsking(false);
      toast(t(TICKET_TEXTS.joined));
      onJoined();
    } catch (e) {
      setAsking(false);
      toastError(e);
    }
  });
  if (!signedIn) return null;
  if (list.joined)
    return (
      <p className="h5-card lv-joined" data-testid="joined">
        {t(TICKET_TEXTS.inGame)}
      </p>
    );
  return (
    <>
      <div className="lv-join-wrap">
        <SendButton pending={false} onClick={() => setAsking(true)} testId="join">
          {t(TICKET_TEXTS.join)}
        </SendButton>
      </div>
      <ConfirmAction
        open={asking}
        title={t(TICKET_TEXTS.join)}
        confirmLabel={t('Join')}
        pending={pending}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
        confirmTestId="join-confirm"
      >
        <p>{t(TICKET_TEXTS.joinAsk)}</p>
      </ConfirmAction>
    </>
  );
}

/** The game's rules as the live server publishes them with its players (server text). */
function ServerRules({ pick, testId }: { pick: (l: PlayerList) => string[]; testId: string }) {
  const list = useResource(() => api().call(getPlayerList, {}));
  return (
    <Async r={list} height="6rem">
      {(l) => (
        <ol className="lv-rules" data-testid={testId}>
          {pick(l).map((r) => (
            <li key={r} dir="auto">
              {r}
            </li>
          ))}
        </ol>
      )}
    </Async>
  );
}

export function LiveContentRuleUp(_: ScreenProps) {
  return (
    <Page title={t('Upgrade rules')} className="lv-page">
      <Head />
      <section className="h5-card">
        <h2>{t('Upgrade rules')}</h2>
        <ServerRules pick={(l) => l.upgrade_rules} testId="upgrade-rules" />
      </section>
    </Page>
  );
}

export function LiveContentRule(_: ScreenProps) {
  return (
    <Page title={t('Rules')} className="lv-page">
      <Head />
      <section className="h5-card">
        <h2>{t('Rules')}</h2>
        <ServerRules pick={(l) => l.rules} testId="rules" />
      </section>
      <div className="lv-cta-wrap">
        <Link to="/v/live-content/index" className="h5-button h5-button-block">
          {t('Support a host')}
        </Link>
      </div>
    </Page>
  );
}
