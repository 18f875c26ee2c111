// One screen per route, each the recharge screen in its flow; the `-privacy` routes mask the account.
import type { ScreenProps } from '@h5/ui-kit';
import { FLOWS } from '../flows.ts';
import { RechargeScreen } from './RechargeScreen.tsx';

const param = (p: ScreenProps) => p.params.param ?? '';

export const QuickScreen = (p: ScreenProps) => (
  <RechargeScreen flow={FLOWS.quick} privacy={false} param={param(p)} query={p.query} />
);
export const QuickPrivacyScreen = (p: ScreenProps) => (
  <RechargeScreen flow={FLOWS.quick} privacy={true} param={param(p)} query={p.query} />
);
export const LargeScreen = (p: ScreenProps) => (
  <RechargeScreen flow={FLOWS.large} privacy={false} param={param(p)} query={p.query} />
);
export const LargePrivacyScreen = (p: ScreenProps) => (
  <RechargeScreen flow={FLOWS.large} privacy={true} param={param(p)} query={p.query} />
);
export const VipScreen = (p: ScreenProps) => (
  <RechargeScreen flow={FLOWS.vip} privacy={false} param={param(p)} query={p.query} />
);
export const VipPrivacyScreen = (p: ScreenProps) => (
  <RechargeScreen flow={FLOWS.vip} privacy={true} param={param(p)} query={p.query} />
);
