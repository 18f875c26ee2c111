// The quick recharge screen (spec 2 "Quick recharge screen"): the certificate check, then the
// account (under the VIP package chosen on the sale page, when the link carries one), the area,
// the channel and its packages (with the e-mail where the channel asks for
// one), the operator's help line and the pay bar. Each part is its own file under src/recharge.

import type { AreaInfo, ChannelList as ChannelLists } from '@h5/core-api/contracts/rapid';
import { LoadingOverlay, Page, type Resource, t, useSignals } from '@h5/ui-kit';
import { useMemo, useState } from 'react';
import type { Flow } from '../flows.ts';
import { AccountField } from '../recharge/AccountField.tsx';
import { AreaPicker, useAreaInfo } from '../recharge/AreaPicker.tsx';
import { ChannelList, ChannelsPlaceholder, useChannels } from '../recharge/ChannelList.tsx';
import { ChosenPackage } from '../recharge/ChosenPackage.tsx';
import { readSkuId } from '../recharge/chosenPackage.ts';
import { EmailField } from '../recharge/EmailField.tsx';
import { HelpLine } from '../recharge/HelpLine.tsx';
import { PackageList } from '../recharge/PackageList.tsx';
import { PayBar } from '../recharge/PayBar.tsx';
import { chooseChannel, createRechargeState, type RechargeState } from '../recharge/rechargeState.ts';
import { useCertificate } from '../recharge/useCertificate.ts';
import { usePay } from '../recharge/usePay.ts';
import { areaSettled, useVipSkus } from '../recharge/vipSkus.ts';

export function RechargeScreen({
  flow,
  privacy,
  param,
  query,
}: {
  flow: Flow;
  privacy: boolean;
  param: string;
  query: URLSearchParams;
}) {
  useSignals();
  const s = useMemo(() => createRechargeState(flow, privacy, param), [flow, privacy, param]);
  useCertificate(s);
  // The area's settings and its channels do not need the certificate's answer: they are read
  // beside it (the page's HTML starts all three, src/routes.ts) and shown once it is valid.
  // The VIP flow's price list names the area the sale page priced in: the page opens on it.
  const skus = useVipSkus(s);
  const info = useAreaInfo(s);
  const channels = useChannels(s);
  const [loading, setLoading] = useState(false);
  const [pay, paying] = usePay(s, setLoading);
  // The VIP sale page's package (its sku in the link), paid here as it was confirmed there.
  const skuId = flow.name === 'vip' ? readSkuId(query) : null;
  return (
    <Page title={t(flow.title)} className="qr-page">
      {/* Mirrored in src/shell.html, whose copy of it is the first screen's largest paint. */}
      <div className="qr-hero">
        <p className="qr-hero-title">{t(flow.title)}</p>
      </div>
      {skuId ? <ChosenPackage s={s} skuId={skuId} skus={skus} /> : null}
      <AccountField s={s} />
      {s.cert.value && areaSettled(s, skus) ? (
        <Choices s={s} info={info} channels={channels} />
      ) : (
        // Before the certificate (and in the VIP flow the priced area) is known: the shapes of
        // what comes, so nothing below moves.
        <>
          <AreaPicker s={s} info={null} />
          <ChannelsPlaceholder />
          <HelpLine whatsapp={null} phone={false} />
        </>
      )}
      <PayBar s={s} onPay={() => void pay()} paying={paying} />
      <LoadingOverlay show={loading} />
    </Page>
  );
}

function Choices({
  s,
  info,
  channels,
}: {
  s: RechargeState;
  info: Resource<AreaInfo>;
  channels: Resource<ChannelLists>;
}) {
  useSignals();
  const channel = s.channel.value;
  // Spec 3 `can_join_make_connection`: whether the area offers the connection to the operator.
  const connect = info.data.value?.can_join_make_connection !== false;
  // Spec 3 `have_phone`: the operator takes calls for this account too.
  const phone = info.data.value?.have_phone === true;
  return (
    <>
      <AreaPicker s={s} info={info} />
      <ChannelList s={s} channels={channels} onPick={(c) => chooseChannel(s, c)} />
      {channel ? (
        <PackageList s={s} channel={channel}>
          {channel.need_email ? <EmailField s={s} /> : null}
        </PackageList>
      ) : null}
      <HelpLine whatsapp={connect ? (s.cert.value?.whatsapp ?? null) : null} phone={phone} />
    </>
  );
}
