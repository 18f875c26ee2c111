// The reads a recharge screen makes as it shows: its route starts them in the HTML (ui-kit
// reads.ts, defineRead), its screen makes them. The operator's settings and the channels are
// those of the flow's default area, before any account is known; the account's `uid` comes later.

import { BIND_TOKEN_PATTERN } from '@h5/blocks/payment/bind-token';
import { getCertificate, getOperatorSettings } from '@h5/core-api/contracts/rapid';
import { defineRead } from '@h5/ui-kit/reads';
import { FLOWS, type FlowName } from './flows.ts';

export const CERTIFICATE_READ = defineRead(getCertificate, { certificate: '$param.param' });

const opSetRead = (flow: FlowName) =>
  defineRead(
    getOperatorSettings,
    { opid: '$param.param', country: FLOWS[flow].defaultArea },
    { later: ['uid'] },
  );
const channelsRead = (flow: FlowName) =>
  defineRead(
    FLOWS[flow].channels,
    { country: FLOWS[flow].defaultArea, bind_token: '$query.bind_token?' },
    { patterns: { bind_token: BIND_TOKEN_PATTERN }, later: ['uid'] },
  );

/** Each flow's read of its operator's settings (useAreaInfo). */
export const OP_SET_READS = { quick: opSetRead('quick'), large: opSetRead('large'), vip: opSetRead('vip') };
/** Each flow's read of its channels (useChannels), with the page's bind token when it has a well-formed one. */
export const CHANNELS_READS = {
  quick: channelsRead('quick'),
  large: channelsRead('large'),
  vip: channelsRead('vip'),
};
