// Join&Earn Cash: my cash and the ways on (balance, withdraw, redeem, task center, rules), my code
// and link, the code of who invited me (only while showCodeInput is set), the people I invited
// and the invite ranking.

import {
  type FxUserInfo,
  getFxConstData,
  getFxUserInfo,
  getInviteRanking,
  getMyInvitation,
  type Invitation,
  type InviteRankRow,
} from '@h5/core-api/contracts/invite';
import { formatDate, isolate } from '@h5/i18n';
import {
  Async,
  api,
  InfiniteList,
  Link,
  language,
  Page,
  pagesOf,
  Tabs,
  t,
  useResource,
  useSignals,
  visitCountry,
} from '@h5/ui-kit';
import { UserName } from '@h5/ui-kit/identity';
import { useState } from 'react';
import { CodeCard } from '../components/CodeCard.tsx';
import { InviteCodeForm } from '../components/InviteCodeForm.tsx';
import { Money, money } from '../components/Money.tsx';
import { PersonRow } from '../components/PersonRow.tsx';
import { showsCodeInput } from '../inviteCode.ts';
import { TITLES } from '../routes.ts';
import { HOME_TEXTS } from '../texts.ts';

export const MENU = [
  { to: '/v/invite-new/withdrawal', label: TITLES.withdrawal, testId: 'go-withdraw' },
  { to: '/v/invite-new/redeem', label: TITLES.redeem, testId: 'go-redeem' },
  { to: '/v/invite-new/missionCenter', label: TITLES.missionCenter, testId: 'go-missions' },
  { to: '/v/invite-new/rules', label: TITLES.rules, testId: 'go-rules' },
] as const;

export function InviteHome() {
  useSignals();
  const info = useResource(() => api().call(getFxUserInfo, {}));
  const consts = useResource(() => api().call(getFxConstData, { country: visitCountry() }));
  const c = consts.data.value;
  const u = info.data.value;
  return (
    <Page title={t(TITLES.index)} className="inv-page">
      <header className="inv-hero">
        <h1 className="inv-hero-title">{t(TITLES.index)}</h1>
        <p className="inv-hero-sub">
          {c
            ? t(HOME_TEXTS.earnEach, {
                amount: isolate(money(c.reward_per_invite, c.currency, language.value)),
              })
            : '\u00a0'}
        </p>
      </header>
      {/* Parts of one height whatever the user come first (shell.html draws them), the parts
          only some users have after them: nothing on the first screen moves when they arrive. */}
      <Async r={info} placeholder={<CardPlaceholder height={WALLET_HEIGHT} />}>
        {(u) => <WalletCard u={u} />}
      </Async>
      <nav className="inv-menu" aria-label={t(TITLES.index)}>
        {MENU.map((m) => (
          <Link key={m.to} to={m.to} className="inv-menu-item" testId={m.testId}>
            <span className={`inv-menu-icon inv-icon-${m.testId}`} aria-hidden="true" />
            {t(m.label)}
          </Link>
        ))}
      </nav>
      {u ? (
        <>
          <CodeCard code={u.code} link={u.link} />
          <Joining u={u} onJoined={() => void info.load()} />
        </>
      ) : info.error.value ? null : (
        <CardPlaceholder height={CODE_CARD_HEIGHT} />
      )}
      {/* Below the parts above, which only the user's answer sizes: a placeholder here would be
          pushed down when they arrive. */}
      {u || info.error.value ? (
        <Async r={consts} height="6rem">
          {(k) => <Lists currency={k.currency} />}
        </Async>
      ) : null}
    </Page>
  );
}

/** The wallet card's and the code card's heights, which their placeholders and the shell keep. */
const WALLET_HEIGHT = '2.546rem';
const CODE_CARD_HEIGHT = '4.49rem';

function CardPlaceholder({ height }: { height: string }) {
  return <div className="h5-card h5-skeleton" style={{ height }} aria-hidden="true" />;
}

function WalletCard({ u }: { u: FxUserInfo }) {
  return (
    <Link to="/v/invite-new/balance" className="h5-card inv-wallet" testId="wallet">
      <span className="inv-wallet-label">{t(HOME_TEXTS.myCash)}</span>
      <Money amount={u.cash} currency={u.currency} testId="cash" />
      <span className="h5-muted">{t(HOME_TEXTS.invited, { n: u.invited_count })}</span>
    </Link>
  );
}

/** Who invited me, or the form to say so while the server still allows it. */
function Joining({ u, onJoined }: { u: FxUserInfo; onJoined: () => void }) {
  return (
    <>
      {u.inviteUser ? (
        <p className="h5-card inv-invited-by" data-testid="invited-by">
          {t(HOME_TEXTS.invitedBy)} <UserName name={u.inviteUser.stage_name} />
        </p>
      ) : null}
      {showsCodeInput(u) ? <InviteCodeForm onJoined={onJoined} /> : null}
    </>
  );
}

type ListKey = 'people' | 'ranking';

function Lists({ currency }: { currency: string }) {
  useSignals();
  const [tab, setTab] = useState<ListKey>('people');
  const lang = language.value;
  return (
    <section className="h5-card inv-lists">
      <Tabs
        label={t(HOME_TEXTS.lists)}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'people', label: t(HOME_TEXTS.people) },
          { key: 'ranking', label: t(HOME_TEXTS.ranking) },
        ]}
      />
      {tab === 'people' ? (
        <InfiniteList
          load={pagesOf<{ page: number }, Invitation>(getMyInvitation, {})}
          itemKey={(p) => p.uid}
          empty={<p className="h5-state">{t(HOME_TEXTS.nobody)}</p>}
          renderItem={(p) => (
            <PersonRow
              person={p}
              detail={t(HOME_TEXTS.joined, { date: formatDate(lang, p.joined_at, { dateStyle: 'medium' }) })}
              end={<Money amount={p.earned} currency={currency} />}
              testId="invited-row"
            />
          )}
        />
      ) : (
        <Ranking />
      )}
    </section>
  );
}

function Ranking() {
  const first = useResource(() => api().call(getInviteRanking, { page: 1 }));
  return (
    <>
      <InfiniteList
        load={pagesOf<{ page: number }, InviteRankRow>(getInviteRanking, {})}
        itemKey={(r) => r.uid}
        empty={<p className="h5-state">{t(HOME_TEXTS.noRanking)}</p>}
        renderItem={(r) => (
          <PersonRow
            person={r}
            rank={r.rank}
            end={t(HOME_TEXTS.invited, { n: r.invited })}
            testId="rank-row"
          />
        )}
      />
      <Async r={first} height="3rem" compact>
        {(d) =>
          d.me ? (
            <div className="inv-me-row" data-testid="my-rank">
              <PersonRow
                person={d.me}
                rank={d.me.rank}
                end={t(HOME_TEXTS.invited, { n: d.me.invited })}
                mine
              />
            </div>
          ) : null
        }
      </Async>
    </>
  );
}
