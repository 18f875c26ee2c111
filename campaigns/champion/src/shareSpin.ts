// Sharing for a spin (spec 7: champion-share?spin_type): the page shares through the share block
// (the app's sheet, the browser's, or a copied link), then tells the server, which grants the
// spin of that spin_type once. A failed claim is silent: the share itself went out.

import { type ShareFields, share } from '@h5/blocks/share';
import { championShare, type ShareResult, type SpinType } from '@h5/core-api/contracts/champion';
import { api } from '@h5/ui-kit';

export async function shareForSpin(
  promotionId: string,
  fields: ShareFields,
  spinType: SpinType,
  pageUrl: string,
): Promise<ShareResult | null> {
  await share(fields, pageUrl);
  try {
    return await api().call(championShare, { promotion_id: promotionId, spin_type: spinType });
  } catch {
    return null;
  }
}

/** The promotion's share fields pointed at `pageUrl`: what a friend opens is the page shared. */
export function sharedPage(fields: ShareFields, pageUrl: string, title?: string): ShareFields {
  return { ...fields, share_link: pageUrl, share_title: title ?? fields.share_title };
}
