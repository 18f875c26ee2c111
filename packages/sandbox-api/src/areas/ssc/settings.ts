// The player's settings: the recharge-rebate experiment, the age question and the live status.

import {
  type SscT1Info,
  sscRechargeExperiment,
  sscUpdateSwitchStatus,
  webGameConfirmAge,
  webGameIsPopupAgeConfirm,
  webGameMultiLiveStatus,
} from '@h5/core-api/contracts/ssc';
import { type AreaHandler, fail, int, on } from '../../area.ts';
import { MESSAGES } from './rules.ts';
import { me } from './settlement.ts';
import type { Player, SscState } from './state.ts';

function t1(p: Player, uid: number): SscT1Info {
  const rate = uid % 2 === 0 ? 10 : 5;
  return {
    recharge_rate: rate,
    recharge_total: p.rechargeTotal,
    recharge_rebate: Math.floor((p.rechargeTotal * rate) / 100),
    switch: p.t1Switch,
  };
}

export const settingHandlers: Array<AreaHandler<SscState>> = [
  on(sscRechargeExperiment, (ctx) => {
    const { u, p } = me(ctx);
    return t1(p, u.uid);
  }),
  on(sscUpdateSwitchStatus, (ctx, params) => {
    const { u, p } = me(ctx);
    const v = int(params.switch);
    if (v !== 0 && v !== 1) fail(4012, MESSAGES.badSwitch);
    p.t1Switch = v;
    return t1(p, u.uid);
  }),
  on(webGameIsPopupAgeConfirm, (ctx) => ({ is_popup: me(ctx).p.age !== 'yes' })),
  on(webGameConfirmAge, (ctx, params) => {
    const { p } = me(ctx);
    const yes = int(params.is_yes);
    if (yes !== 0 && yes !== 1) fail(4012, MESSAGES.badSwitch);
    p.age = yes === 1 ? 'yes' : 'no';
    return { is_adult: yes === 1 };
  }),
  on(webGameMultiLiveStatus, (ctx, params) => {
    const { p } = me(ctx);
    const status = int(params.status);
    if (status !== 0 && status !== 1) fail(4012, MESSAGES.badSwitch);
    p.liveStatus = status;
    return { status };
  }),
];
