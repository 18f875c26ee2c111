import { resolveHosts } from '@h5/core-api';
import { api } from '@h5/ui-kit';
import type { AllowListContext } from './paymentAllowList.ts';

/** The allow-list's view of this page: its environment's pay host, and whether that is plain http. */
export function paymentAllowContext(): AllowListContext {
  const { env } = resolveHosts(location.origin);
  return { payHost: api().hosts.pay, payHostOverHttp: env === 'dev' || env === 'box' };
}
