import { resolveHosts } from '@h5/core-api';
import { api } from '@h5/ui-kit';
import type { AllowListContext } from './paymentAllowList.ts';

/**
 * The allow-list's view of this page: its environment's pay host, whether that is plain http, and
 * the redirects of the channels the server listed for it.
 */
export function paymentAllowContext(listedRedirects: readonly string[] = []): AllowListContext {
  const { env } = resolveHosts(location.origin);
  return { payHost: api().hosts.pay, payHostOverHttp: env === 'dev' || env === 'box', listedRedirects };
}
