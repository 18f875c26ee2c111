// The store's pay panel, shared by the store, the recharge-card page and online banking: the
// paying account, the country's open channels with their icons, the chosen channel's packages in
// its currency, and the pay tap through the payment block after the confirmation of what is paid.

import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import { followPayment, MSG_LINK_NOT_ALLOWED } from '@h5/blocks/payment';
import {
  type ChannelModule,
  getCoins,
  getCurrency,
  getOpenChannels,
  type OpenChannels,
  type StoreChannel,
  type StorePackage,
} from '@h5/core-api/contracts/recharge';
import { formatCurrency } from '@h5/i18n';
import {
  Async,
  allOf,
  api,
  currentUser,
  Link,
  LoadingOverlay,
  language,
  ReadError,
  refreshUser,
  SignInPrompt,
  t,
  toast,
  useResource,
  userReadFailure,
  useSignals,
  useSignedIn,
  useSingleFlight,
} from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { Img } from '@h5/ui-kit/image';
import { type ReactNode, useState } from 'react';
import { bonusFor, coinsAfter, type OfferTerms } from '../offerTerms.ts';
import { storeTarget } from '../payOrder.ts';
import { openChannelsParams, presetCoins, queryUid } from '../storeQuery.ts';
import { STORE_TEXTS } from '../texts.ts';
import { useStoreOffer } from './storeOffer.ts';

export interface PayPanelProps {
  query: URLSearchParams;
  module: ChannelModule;
  /** The channels' heading (an English key). */
  channelsTitle: string;
  /** The empty list's sentence (an English key). */
  noChannels: string;
  /** The packages' heading (an English key). */
  packagesTitle?: string;
  /** The page's own country when the link names no `spec_country` (online banking is Malaysian). */
  country?: string;
}

/** The account a recharge goes to: the link's, or the signed-in user's; null for a visitor without one. */
function usePayingUid(query: URLSearchParams): number | null | undefined {
  useSignals();
  const signedIn = useSignedIn();
  const linked = queryUid(query);
  if (linked !== null) return linked;
  if (signedIn === null) return undefined;
  return signedIn ? (currentUser.value?.uid ?? null) : null;
}

export function PayPanel(p: PayPanelProps) {
  useSignals();
  const uid = usePayingUid(p.query);
  // Who is signed in could not be read: the account that pays is unknown, and a sign-in prompt
  // would tell a signed-in user to sign in. The account says so, with a retry that reads it again.
  if (queryUid(p.query) === null && userReadFailure.value !== null && currentUser.value === null) {
    return (
      <section className="h5-card rc-account" data-testid="account">
        <h2 className="rc-h">{t(STORE_TEXTS.account)}</h2>
        <ReadError error={userReadFailure.value} onRetry={() => void refreshUser()} />
      </section>
    );
  }
  return (
    <>
      <Account uid={uid} />
      {/* The list waits for the account: it is asked once, for the account that pays. A visitor
          without one has nothing to pay for yet: the sign-in above is the way on, not a list whose
          country the server cannot know. */}
      {uid === undefined ? (
        <div className="h5-skeleton rc-channels-wait" />
      ) : uid === null ? null : (
        <ChannelRead {...p} uid={uid} />
      )}
    </>
  );
}

function ChannelRead(p: PayPanelProps & { uid: number | null }) {
  useSignals();
  const params = openChannelsParams(p.query, { module: p.module, spec_country: p.country }, p.uid);
  const channels = useResource(
    () => api().call(getOpenChannels, params),
    [p.query.toString(), p.uid, p.module],
  );
  // The link's offer (discount or first recharge) is read with the channels: its package and bonus
  // are part of what the confirmation says.
  const offer = useStoreOffer(p.query, p.uid);
  // The user's own coins, for the confirmation's balance after; another account's are not shown.
  const own = p.uid !== null && currentUser.value?.uid === p.uid;
  const coins = useResource(async () => (own ? (await api().call(getCoins, {})).coins : null), [own, p.uid]);
  return (
    <Async r={allOf(channels, offer, coins)} height="4.4rem">
      {([list, terms, held]) => <Channels {...p} list={list} offer={terms} coins={held} />}
    </Async>
  );
}

function Account({ uid }: { uid: number | null | undefined }) {
  useSignals();
  const me = currentUser.value;
  return (
    <section className="h5-card rc-account" data-testid="account">
      <h2 className="rc-h">{t(STORE_TEXTS.account)}</h2>
      {uid === undefined ? (
        <div className="h5-skeleton rc-account-line" />
      ) : uid === null ? (
        <>
          <p className="h5-muted">{t(STORE_TEXTS.signInToPay)}</p>
          <SignInPrompt />
        </>
      ) : me && me.uid === uid && !me.is_anonymous ? (
        <p className="rc-account-line">
          <Avatar src={me.avatar} size={36} />
          <UserName name={me.stage_name} testId="account-name" />
        </p>
      ) : (
        <p className="rc-account-line" data-testid="account-id">
          {t(STORE_TEXTS.accountId, { uid: String(uid) })}
        </p>
      )}
    </section>
  );
}

function Channels(
  p: PayPanelProps & {
    list: OpenChannels;
    uid: number | null;
    offer: OfferTerms | null;
    coins: number | null;
  },
) {
  const [chosen, setChosen] = useState<StoreChannel | null>(p.list.data[0] ?? null);
  if (!p.list.data.length) {
    return (
      <section className="h5-card">
        <p className="h5-state" data-testid="no-channels">
          {t(p.noChannels)}
        </p>
      </section>
    );
  }
  return (
    <>
      {p.offer && 'gone' in p.offer ? (
        <section className="h5-card">
          <p className="rc-note" data-testid="offer-gone">
            {t(STORE_TEXTS.offerGone)}
          </p>
        </section>
      ) : null}
      <section className="h5-card">
        <h2 className="rc-h">{t(p.channelsTitle)}</h2>
        <ul className="rc-channels" data-testid="channels">
          {p.list.data.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                className="rc-channel"
                aria-pressed={chosen?.id === c.id}
                onClick={() => setChosen(c)}
                data-testid="channel"
              >
                <Img src={c.icon} alt="" width={40} height={40} />
                <bdi translate="no">{c.name}</bdi>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {chosen ? (
        <Packages
          key={chosen.id}
          channel={chosen}
          country={p.list.country}
          uid={p.uid}
          preset={p.offer && !('gone' in p.offer) ? p.offer.coins : presetCoins(p.query)}
          offer={p.offer}
          coins={p.coins}
          title={p.packagesTitle ?? STORE_TEXTS.packages}
        />
      ) : null}
    </>
  );
}

function Packages({
  channel,
  country,
  uid,
  preset,
  offer,
  coins,
  title,
}: {
  channel: StoreChannel;
  country: string;
  uid: number | null;
  preset: number | null;
  offer: OfferTerms | null;
  coins: number | null;
  title: string;
}) {
  const packages = useResource(() => api().call(getCurrency, { channel_id: channel.id }), [channel.id]);
  return (
    <section className="h5-card">
      <h2 className="rc-h">{t(title)}</h2>
      <Async r={packages} height="3.2rem">
        {(cur) => (
          <PackagePick
            list={cur.list}
            channel={channel}
            country={country}
            uid={uid}
            preset={preset}
            offer={offer}
            coins={coins}
          />
        )}
      </Async>
    </section>
  );
}

function PackagePick({
  list,
  channel,
  country,
  uid,
  preset,
  offer,
  coins,
}: {
  list: StorePackage[];
  channel: StoreChannel;
  country: string;
  uid: number | null;
  preset: number | null;
  offer: OfferTerms | null;
  /** The paying user's own coins (null when the account is another's). */
  coins: number | null;
}) {
  useSignals();
  const lang = language.value;
  const [picked, setPicked] = useState<StorePackage | null>(
    () => list.find((x) => x.coins === preset) ?? list[0] ?? null,
  );
  const [confirming, setConfirming] = useState(false);
  const [loading, setLoading] = useState(false);
  // The offer's bonus on the picked package: shown in the confirmation and named in the order.
  const bonus = picked ? bonusFor(offer, picked.coins) : 0;
  const [pay, paying] = useSingleFlight(async () => {
    if (!picked || uid === null) return;
    const target = storeTarget(channel, picked, uid, country, location.pathname, bonus ? offer!.kind : null);
    if (target.kind === 'refused') {
      setConfirming(false);
      toast(t(MSG_LINK_NOT_ALLOWED));
      return;
    }
    await followPayment(target, setLoading);
    setConfirming(false);
  }, 'pay');
  const price = (x: StorePackage) => formatCurrency(lang, x.price, x.currency);
  return (
    <>
      <ul className="rc-packages" data-testid="packages">
        {list.map((x) => (
          <li key={x.id}>
            <button
              type="button"
              className="rc-package"
              aria-pressed={picked?.id === x.id}
              onClick={() => setPicked(x)}
              data-testid="package"
            >
              <span className="rc-coins">{t(STORE_TEXTS.receive, { coins: x.coins })}</span>
              {bonusFor(offer, x.coins) ? (
                <span className="rc-bonus" data-testid="package-bonus">
                  {t(STORE_TEXTS.bonus, { bonus: bonusFor(offer, x.coins) })}
                </span>
              ) : null}
              <span className="rc-price" dir="ltr" translate="no">
                {price(x)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {uid !== null && picked ? (
        <button
          type="button"
          className="h5-button h5-button-block rc-pay"
          onClick={() => setConfirming(true)}
          data-testid="pay"
        >
          {t(STORE_TEXTS.pay, { price: price(picked) })}
        </button>
      ) : null}
      {picked ? (
        <ConfirmSheet
          open={confirming}
          title={t(STORE_TEXTS.confirmTitle)}
          spend={<PaySpend price={price(picked)} channel={channel.name} />}
          receive={
            bonus
              ? t(STORE_TEXTS.receiveBonus, { coins: picked.coins, bonus })
              : t(STORE_TEXTS.receive, { coins: picked.coins })
          }
          balanceAfter={
            coins === null
              ? undefined
              : t(STORE_TEXTS.receive, { coins: coinsAfter(coins, picked.coins, bonus) })
          }
          confirmLabel={t(STORE_TEXTS.continue)}
          pending={paying || loading}
          onConfirm={() => void pay()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      <LoadingOverlay show={loading} />
      <p className="rc-foot">
        <Link to="/v/recharge-record" className="h5-link">
          {t(STORE_TEXTS.record)}
        </Link>
      </p>
    </>
  );
}

function PaySpend({ price, channel }: { price: string; channel: string }): ReactNode {
  return (
    <>
      <span dir="ltr" translate="no">
        {price}
      </span>
      <small className="rc-via">{t(STORE_TEXTS.via, { channel })}</small>
    </>
  );
}
