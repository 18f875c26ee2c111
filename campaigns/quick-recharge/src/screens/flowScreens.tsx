// One screen per route, each the recharge screen in its flow; the `-privacy` routes mask the account.
import type { ScreenProps } from '@h5/ui-kit';
import { FLOWS, type FlowName } from '../flows.ts';
import { RechargeScreen } from './RechargeScreen.tsx';

const screen = (flow: FlowName, privacy: boolean) =>
  function FlowScreen({ params }: ScreenProps) {
    return <RechargeScreen flow={FLOWS[flow]} privacy={privacy} param={params.param ?? ''} />;
  };

export const QuickScreen = screen('quick', false);
export const QuickPrivacyScreen = screen('quick', true);
export const LargeScreen = screen('large', false);
export const LargePrivacyScreen = screen('large', true);
export const VipScreen = screen('vip', false);
export const VipPrivacyScreen = screen('vip', true);
