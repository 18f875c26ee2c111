// Spec 2 and 7: the area's payment channels, flat and grouped (a group either listed inline or
// picked from a sheet), each with the icon the server names and the chosen one marked.

import { bindToken } from '@h5/blocks/payment';
import type { Channel, ChannelGroup, ChannelList as Channels } from '@h5/core-api/contracts/rapid';
import {
  Async,
  api,
  Dialog,
  type Resource,
  RetryGroupProvider,
  t,
  useResource,
  useSignals,
} from '@h5/ui-kit';
import { useState } from 'react';
import { CHANNELS_READS } from '../reads.ts';
import { CheckMark } from './CheckMark.tsx';
import type { RechargeState } from './rechargeState.ts';
import { useReloadOnAccount } from './reloadOnAccount.ts';

/** The channels of the area, read again (keeping the list shown) when the account becomes known. */
export function useChannels(s: RechargeState): Resource<Channels> {
  useSignals();
  const area = s.area.value;
  const r = useResource(
    () =>
      api().call(CHANNELS_READS[s.flow.name].call, {
        country: area,
        uid: s.account.value?.uid,
        ...bindToken(),
      }),
    [s, area],
  );
  useReloadOnAccount(r, s.account.value?.uid);
  return r;
}

export function ChannelList({
  s,
  channels,
  onPick,
}: {
  s: RechargeState;
  channels: Resource<Channels>;
  onPick: (c: Channel) => void;
}) {
  useSignals();
  const [group, setGroup] = useState<ChannelGroup | null>(null);
  const selected = s.channel.value;
  const pick = (c: Channel) => {
    setGroup(null);
    onPick(c);
  };
  return (
    <section className="qr-card" aria-labelledby="qr-channel-h">
      <h2 id="qr-channel-h">{t('Payment method')}</h2>
      {/* The payment methods say their own failure, with their own retry: kept quiet beside the
          area card's message, the card is an empty box, as if the area had no way to pay. */}
      <RetryGroupProvider>
        <Async r={channels} placeholder={<ChannelsSkeleton />}>
          {(list) =>
            !list.data.length && !list.data_nest.length ? (
              <p className="qr-muted">{t('No payment method in this area yet.')}</p>
            ) : (
              <ul className="qr-channels" data-testid="channels">
                {list.data.map((c) => (
                  <li key={c.id}>
                    <ChannelButton c={c} on={selected?.id === c.id} onPick={pick} />
                  </li>
                ))}
                {list.data_nest.map((g) =>
                  g.popup_visible ? (
                    <li key={`g${g.id}`}>
                      <GroupButton g={g} selected={selected} onOpen={() => setGroup(g)} />
                    </li>
                  ) : (
                    g.data.map((c) => (
                      <li key={c.id}>
                        <ChannelButton c={c} on={selected?.id === c.id} onPick={pick} />
                      </li>
                    ))
                  ),
                )}
              </ul>
            )
          }
        </Async>
      </RetryGroupProvider>
      <Dialog
        open={group !== null}
        title={group ? group.name : ''}
        onClose={() => setGroup(null)}
        variant="sheet"
      >
        <ul className="qr-channels">
          {(group?.data ?? []).map((c) => (
            <li key={c.id}>
              <ChannelButton c={c} on={selected?.id === c.id} onPick={pick} />
            </li>
          ))}
        </ul>
      </Dialog>
    </section>
  );
}

/** The section before the certificate is known. */
export function ChannelsPlaceholder() {
  return (
    <section className="qr-card" aria-labelledby="qr-channel-h">
      <h2 id="qr-channel-h">{t('Payment method')}</h2>
      <ChannelsSkeleton />
    </section>
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

/** The server's icon at a fixed size (nothing shifts when it arrives); decorative beside the name. */
function ChannelIcon({ src }: { src: string }) {
  return <img className="qr-channel-icon" src={src} alt="" width={32} height={32} loading="lazy" />;
}

function ChannelButton({ c, on, onPick }: { c: Channel; on: boolean; onPick: (c: Channel) => void }) {
  return (
    <button type="button" className="qr-channel" aria-pressed={on} onClick={() => onPick(c)}>
      <ChannelIcon src={c.icon} />
      <bdi className="qr-channel-name">{c.name}</bdi>
      {c.kind === 'point_card' ? <span className="qr-tag">{t('Point card')}</span> : null}
      {on ? <CheckMark /> : null}
    </button>
  );
}

function GroupButton({
  g,
  selected,
  onOpen,
}: {
  g: ChannelGroup;
  selected: Channel | null;
  onOpen: () => void;
}) {
  const chosen = g.data.find((c) => c.id === selected?.id);
  return (
    <button type="button" className={`qr-channel${chosen ? ' qr-channel-on' : ''}`} onClick={onOpen}>
      <ChannelIcon src={g.icon} />
      <bdi className="qr-channel-name">{g.name}</bdi>
      <bdi className="qr-tag">{chosen?.name ?? t('Choose')}</bdi>
      {chosen ? <CheckMark /> : null}
    </button>
  );
}
