// The quick recharge screen (spec 2 "Quick recharge screen"): certificate check, account entry
// with recent accounts, area picker, channel list and products, then the pay tap.

import { intentKey, isApiError } from '@h5/core-api';
import {
  type AreaInfo,
  type Certificate,
  type Channel,
  type ChannelGroup,
  type ChannelList,
  confirmOrderByEmail,
  getCertificate,
  getOperatorSettings,
  getProducts,
  lookupUser,
  type Product,
  type RechargeUser,
} from '@h5/core-api/contracts/rapid';
import { formatCurrency } from '@h5/i18n';
import {
  api,
  appInfo,
  Dialog,
  ErrorState,
  LoadingOverlay,
  language,
  navigate,
  Page,
  requestLogin,
  Skeleton,
  t,
  toast,
  toastError,
  useSingleFlight,
} from '@h5/ui-kit';
import { routerBase } from '@h5/ui-kit/routes';
import { useEffect, useRef, useState } from 'react';
import { invalidCertificateUrl, isCertificateValid, rechargeSource } from '../certificate.ts';
import {
  ACCOUNT_TYPES,
  accountInputError,
  DEFAULT_ACCOUNT_TYPE,
  type Flow,
  isEmail,
  MSG_ENTER_EMAIL,
  MSG_LINK_NOT_ALLOWED,
  payError,
} from '../flows.ts';
import { defaultOpener, openPayment, PAYMENT_LOADING_MS } from '../openPayment.ts';
import { allowedPaymentUrl } from '../paymentAllowList.ts';
import { paymentAllowContext } from '../paymentContext.ts';
import { buildPaymentUrl } from '../paymentUrl.ts';
import { maskName } from '../privacy.ts';
import { readRecentAccounts, rememberAccount } from '../recentAccounts.ts';

type Load<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; error: unknown };

export function RechargeScreen({ flow, privacy, param }: { flow: Flow; privacy: boolean; param: string }) {
  const [cert, setCert] = useState<(Certificate & { token: string }) | null>(null);
  const [accountType, setAccountType] = useState<number | null>(DEFAULT_ACCOUNT_TYPE);
  const [idInput, setIdInput] = useState('');
  const [account, setAccount] = useState<RechargeUser | null>(null);
  const [recents, setRecents] = useState<RechargeUser[]>(() => (privacy ? [] : readRecentAccounts()));
  const [area, setArea] = useState(flow.defaultArea);
  const [areaInfo, setAreaInfo] = useState<Load<AreaInfo>>({ state: 'loading' });
  const [channels, setChannels] = useState<Load<ChannelList>>({ state: 'loading' });
  const [channel, setChannel] = useState<Channel | null>(null);
  const [group, setGroup] = useState<ChannelGroup | null>(null);
  const [products, setProducts] = useState<Load<Product[]> | null>(null);
  const [product, setProduct] = useState<Product | null>(null);
  const [email, setEmail] = useState('');
  const [payLoading, setPayLoading] = useState(false);
  const [reload, setReload] = useState(0);
  const [productsReload, setProductsReload] = useState(0);
  const lang = language.value;
  const uid = account?.uid;

  // ---- certificate ----
  useEffect(() => {
    let live = true;
    const leave = () =>
      location.replace(
        invalidCertificateUrl(
          routerBase(location.pathname),
          new URLSearchParams(location.search).get('lang'),
        ),
      );
    api()
      .call(getCertificate, { certificate: param })
      .then(
        (c) => {
          if (!live) return;
          if (isCertificateValid(c)) setCert(c);
          else leave();
        },
        () => live && leave(),
      );
    return () => {
      live = false;
    };
  }, [param]);

  const token = cert?.token ?? null;

  // ---- area ----
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` is the retry button's way to fetch again
  useEffect(() => {
    if (!token) return;
    let live = true;
    setAreaInfo({ state: 'loading' });
    api()
      .call(getOperatorSettings, { uid, opid: param, country: area })
      .then(
        (data) => live && setAreaInfo({ state: 'ready', data }),
        (error) => live && setAreaInfo({ state: 'error', error }),
      );
    return () => {
      live = false;
    };
  }, [token, uid, param, area, reload]);

  // ---- channels ----
  // Re-read when the account becomes known (its uid may change what is offered); within the same
  // area the shown list and the user's choice stay while it loads, so nothing jumps or resets.
  const shownArea = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` is the retry button's way to fetch again
  useEffect(() => {
    if (!token) return;
    let live = true;
    if (shownArea.current !== area) {
      setChannels({ state: 'loading' });
      setChannel(null);
    }
    api()
      .call(flow.channels, { country: area, uid, bind_token: token })
      .then(
        (data) => {
          if (!live) return;
          shownArea.current = area;
          setChannels({ state: 'ready', data });
          const all = [...data.data, ...data.data_nest.flatMap((g) => g.data)];
          setChannel((prev) => (prev ? (all.find((c) => c.id === prev.id) ?? null) : null));
        },
        (error) => {
          if (!live) return;
          shownArea.current = null;
          setChannels({ state: 'error', error });
        },
      );
    return () => {
      live = false;
    };
  }, [token, area, uid, flow, reload]);

  // ---- products ----
  const channelId = channel?.id;
  const currency = channel?.currency;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `productsReload` is the retry button's way to fetch again
  useEffect(() => {
    if (channelId === undefined || !currency) {
      setProducts(null);
      setProduct(null);
      return;
    }
    let live = true;
    setProducts((prev) => (prev?.state === 'ready' ? prev : { state: 'loading' }));
    api()
      .call(getProducts, { uid, channel_id: channelId, currency })
      .then(
        (data) => {
          if (!live) return;
          setProducts({ state: 'ready', data: data.list });
          setProduct((prev) => (prev ? (data.list.find((p) => p.id === prev.id) ?? null) : null));
        },
        (error) => live && setProducts({ state: 'error', error }),
      );
    return () => {
      live = false;
    };
  }, [channelId, currency, uid, productsReload]);

  // ---- account lookup ----
  const [lookup, lookingUp] = useSingleFlight(async () => {
    const err = accountInputError(flow, accountType, idInput);
    if (err) return toast(t(err));
    if (!token) return toast(t('Please wait or refresh'));
    try {
      const found = await api().call(lookupUser, {
        category: accountType as number,
        id: idInput.trim(),
        token,
      });
      setAccount(found);
      if (!privacy) setRecents(rememberAccount(found));
    } catch (e) {
      // A code from the lookup carries the server's own message (spec 5).
      if (isApiError(e) && e.code !== undefined) toast(e.message);
      else toastError(e);
    }
  });

  const pickRecent = (a: RechargeUser) => {
    setAccount(a);
    setAccountType(a.category);
    setIdInput(a.id);
    if (!privacy) setRecents(rememberAccount(a));
  };

  // ---- pay ----
  const [pay, paying] = useSingleFlight(async () => {
    const err = payError(flow, { account, token, channel, product });
    if (err || !account || !token || !channel || !product) return toast(t(err ?? ''));
    if (channel.need_email && !isEmail(email)) return toast(t(MSG_ENTER_EMAIL));
    if (channel.need_email) {
      const intent = intentKey(`rapid.email.${account.uid}.${product.id}`);
      const body = {
        email: email.trim(),
        uid: account.uid,
        channel_id: channel.id,
        product_id: product.id,
        country: area,
        opid: param,
        bind_token: token,
      };
      try {
        await api().call(confirmOrderByEmail, body, { idempotencyKey: intent.key });
        intent.done();
      } catch (e) {
        if (isApiError(e) && e.code === 401) {
          if (await requestLogin()) toast(t('Signed in. Tap pay again.'));
          return;
        }
        toastError(e);
        return;
      }
    }
    let url: string;
    try {
      url = buildPaymentUrl(channel.redirect_url, {
        product_id: product.id,
        opid: param,
        uid: account.uid,
        country: area,
        sub_channel: channel.sub_channel,
        ts: Date.now(),
        source: rechargeSource(param),
        bind_token: token,
      });
    } catch {
      return toast(t(MSG_LINK_NOT_ALLOWED));
    }
    const allowed = allowedPaymentUrl(url, paymentAllowContext());
    if (!allowed) return toast(t(MSG_LINK_NOT_ALLOWED));
    if (channel.kind === 'point_card') {
      const q = new URLSearchParams({
        pay_url: allowed.toString(),
        product: product.product,
        price: String(product.price),
        currency: product.currency,
        channel: channel.name,
      });
      await navigate(`/v/recharge-middle?${q}`);
      return;
    }
    setPayLoading(true);
    setTimeout(() => setPayLoading(false), PAYMENT_LOADING_MS);
    await openPayment(allowed.toString(), defaultOpener(appInfo().inApp));
    // Holds the button until the loading closes, so a second tap cannot open a second payment.
    await new Promise((r) => setTimeout(r, PAYMENT_LOADING_MS));
  });

  const chooseChannel = (c: Channel) => {
    // Another channel has other products: the old list and choice must not show under it.
    if (channel?.id !== c.id) {
      setProducts({ state: 'loading' });
      setProduct(null);
    }
    setChannel(c);
    setGroup(null);
  };

  const price = (p: Product) => formatCurrency(lang, p.price, p.currency);
  const accountName = (a: RechargeUser) => (privacy ? maskName(a.name) : a.name);

  return (
    <Page title={t(flow.title)} className="qr-page">
      {/* Mirrored in src/shell.html, whose copy of it is the first screen's largest paint. */}
      <div className="qr-hero">
        <p className="qr-hero-title">{t(flow.title)}</p>
      </div>
      <section className="qr-card" aria-labelledby="qr-account-h">
        <h2 id="qr-account-h">{flow.name === 'vip' ? t('Purchasing account') : t('Recharge account')}</h2>
        <div className="qr-row qr-account-row">
          <select
            aria-label={t('Account type')}
            className="qr-select"
            value={accountType ?? ''}
            onChange={(e) => setAccountType(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">{t('Account type')}</option>
            {ACCOUNT_TYPES.map((a) => (
              <option key={a.category} value={a.category}>
                {t(a.label)}
              </option>
            ))}
          </select>
          <input
            className="qr-input"
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            maxLength={32}
            aria-label={t('Account number')}
            placeholder={t('Account number')}
            value={idInput}
            onChange={(e) => setIdInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void lookup();
            }}
          />
          <button className="h5-button qr-check" onClick={() => void lookup()} disabled={lookingUp}>
            {t('Check')}
          </button>
        </div>
        <div className="qr-account-slot">
          {account ? (
            <div className="qr-account" data-testid="account">
              <Initial text={privacy ? '' : account.name} className="qr-avatar" />
              <div className="qr-account-text">
                <bdi className="qr-account-name" data-testid="account-name">
                  {accountName(account)}
                </bdi>
                <span className="qr-muted" dir="ltr">
                  ID {account.sid}
                </span>
              </div>
              {account.vip ? (
                <span className="qr-vip" data-testid="vip-badge">
                  VIP
                </span>
              ) : null}
            </div>
          ) : (
            <p className="qr-muted">{t('Check the account before paying.')}</p>
          )}
        </div>
        {recents.length ? (
          <div className="qr-recents">
            <span className="qr-muted">{t('Recent accounts')}</span>
            <ul data-testid="recents">
              {recents.map((a) => (
                <li key={a.uid}>
                  <button
                    className={`qr-chip${account?.uid === a.uid ? ' qr-chip-on' : ''}`}
                    onClick={() => pickRecent(a)}
                  >
                    <bdi>{a.name}</bdi>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section className="qr-card" aria-labelledby="qr-area-h">
        <h2 id="qr-area-h">{t('Area')}</h2>
        {areaInfo.state === 'error' ? (
          <ErrorState error={areaInfo.error} onRetry={() => setReload((n) => n + 1)} />
        ) : (
          <div className="qr-row qr-area">
            <select
              aria-label={t('Area')}
              className="qr-select qr-grow"
              value={area}
              disabled={areaInfo.state === 'loading'}
              onChange={(e) => setArea(e.target.value)}
            >
              {(areaInfo.state === 'ready'
                ? areaInfo.data.countries
                : [{ country: area, display: area }]
              ).map((c) => (
                <option key={c.country} value={c.country}>
                  {t(c.display)}
                </option>
              ))}
            </select>
            <span className="qr-reward" data-testid="reward-rate">
              {areaInfo.state === 'ready'
                ? t('Reward rate {rate}%', { rate: areaInfo.data.userPercent })
                : '\u00a0'}
            </span>
          </div>
        )}
      </section>

      <section className="qr-card" aria-labelledby="qr-channel-h">
        <h2 id="qr-channel-h">{t('Payment method')}</h2>
        {channels.state === 'loading' ? (
          <ChannelsSkeleton />
        ) : channels.state === 'error' ? (
          <ErrorState error={channels.error} onRetry={() => setReload((n) => n + 1)} />
        ) : (
          <ChannelPicker list={channels.data} selected={channel} onPick={chooseChannel} onGroup={setGroup} />
        )}
      </section>

      {channel ? (
        <section className="qr-card" aria-labelledby="qr-product-h">
          <h2 id="qr-product-h">{t('Package')}</h2>
          {!products || products.state === 'loading' ? (
            <Skeleton height="3rem" />
          ) : products.state === 'error' ? (
            <ErrorState error={products.error} onRetry={() => setProductsReload((n) => n + 1)} />
          ) : (
            <ul className="qr-products" data-testid="products">
              {products.data.map((p) => (
                <li key={p.id}>
                  <button
                    className={`qr-product${product?.id === p.id ? ' qr-product-on' : ''}`}
                    aria-pressed={product?.id === p.id}
                    onClick={() => setProduct(p)}
                  >
                    <bdi className="qr-product-name">{p.product}</bdi>
                    <span className="qr-product-price" dir="ltr">
                      {price(p)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {channel.need_email ? (
            <label className="qr-email">
              <span>{t('E-mail for the order confirmation')}</span>
              <input
                className="qr-input"
                type="email"
                dir="ltr"
                autoComplete="email"
                maxLength={120}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </label>
          ) : null}
        </section>
      ) : null}

      {cert?.whatsapp ? (
        <p className="qr-help qr-muted">
          {t('Need help? WhatsApp')} <bdi dir="ltr">{cert.whatsapp}</bdi>
        </p>
      ) : (
        <p className="qr-help qr-muted">{'\u00a0'}</p>
      )}

      <div className="qr-paybar">
        <span className="qr-total" dir="ltr" data-testid="total">
          {product ? price(product) : ''}
        </span>
        <button className="h5-button qr-pay" onClick={() => void pay()} disabled={paying}>
          {t('Pay now')}
        </button>
      </div>

      <Dialog
        open={group !== null}
        title={group ? group.name : ''}
        onClose={() => setGroup(null)}
        variant="sheet"
      >
        <ul className="qr-channels">
          {(group?.data ?? []).map((c) => (
            <li key={c.id}>
              <ChannelButton c={c} on={channel?.id === c.id} onPick={chooseChannel} />
            </li>
          ))}
        </ul>
      </Dialog>
      <LoadingOverlay show={payLoading} />
    </Page>
  );
}

/** Rows the height of channel buttons: most areas offer about four, so the help line below stays put. */
function ChannelsSkeleton() {
  return (
    <ul className="qr-channels" aria-hidden="true">
      {['c1', 'c2', 'c3', 'c4'].map((key) => (
        <li key={key} className="qr-channel qr-channel-skeleton h5-skeleton" />
      ))}
    </ul>
  );
}

// Letter badges instead of remote icons and avatars: nothing to download on a slow network, and
// nothing that shifts when it arrives.
function Initial({ text, className }: { text: string; className: string }) {
  return (
    <span className={className} aria-hidden="true">
      {Array.from(text.trim())[0] ?? ''}
    </span>
  );
}

function ChannelButton({ c, on, onPick }: { c: Channel; on: boolean; onPick: (c: Channel) => void }) {
  return (
    <button className={`qr-channel${on ? ' qr-channel-on' : ''}`} aria-pressed={on} onClick={() => onPick(c)}>
      <Initial text={c.name} className="qr-channel-icon" />
      <bdi>{c.name}</bdi>
      {c.kind === 'point_card' ? <span className="qr-tag">{t('Point card')}</span> : null}
    </button>
  );
}

function ChannelPicker({
  list,
  selected,
  onPick,
  onGroup,
}: {
  list: ChannelList;
  selected: Channel | null;
  onPick: (c: Channel) => void;
  onGroup: (g: ChannelGroup) => void;
}) {
  if (!list.data.length && !list.data_nest.length) {
    return <p className="qr-muted">{t('No payment method in this area yet.')}</p>;
  }
  return (
    <ul className="qr-channels" data-testid="channels">
      {list.data.map((c) => (
        <li key={c.id}>
          <ChannelButton c={c} on={selected?.id === c.id} onPick={onPick} />
        </li>
      ))}
      {list.data_nest.map((g) =>
        g.popup_visible ? (
          <li key={`g${g.id}`}>
            <button
              className={`qr-channel${g.data.some((c) => c.id === selected?.id) ? ' qr-channel-on' : ''}`}
              onClick={() => onGroup(g)}
            >
              <Initial text={g.name} className="qr-channel-icon" />
              <span>{g.name}</span>
              <span className="qr-tag">{g.data.find((c) => c.id === selected?.id)?.name ?? t('Choose')}</span>
            </button>
          </li>
        ) : (
          g.data.map((c) => (
            <li key={c.id}>
              <ChannelButton c={c} on={selected?.id === c.id} onPick={onPick} />
            </li>
          ))
        ),
      )}
    </ul>
  );
}
