// The offer the store's link names, read from the server for the signed-in user (a discount's
// package or the first-recharge offer). An offer is the user's own: paying for another account
// (the link's uid) takes none.

import { getDiscount, getFirstRecharge } from '@h5/core-api/contracts/recharge';
import { api, currentUser, type Resource, serverClock, useResource, useSignals } from '@h5/ui-kit';
import { discountTerms, firstTerms, type OfferTerms, readOfferKind } from '../offerTerms.ts';
import { presetCoins, queryCountry } from '../storeQuery.ts';

export function useStoreOffer(query: URLSearchParams, uid: number | null): Resource<OfferTerms | null> {
  useSignals();
  const kind = readOfferKind(query);
  const coins = presetCoins(query);
  const country = queryCountry(query, 'country');
  const own = uid !== null && currentUser.value?.uid === uid;
  return useResource(async (): Promise<OfferTerms | null> => {
    if (!kind) return null;
    if (!own) return { kind, gone: true };
    if (kind === 'first') return firstTerms(await api().call(getFirstRecharge, {}));
    const d = await api().call(getDiscount, country ? { kind, country } : { kind });
    return discountTerms(d, coins, serverClock().now());
  }, [kind, coins, country, own]);
}
