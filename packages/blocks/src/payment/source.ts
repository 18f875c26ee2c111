// Spec 4: which source a web recharge is credited to. The certificate `official` is the one the
// official store and VIP purchases use.

export const SOURCE_RAPID = 'web_rapid';
export const SOURCE_OFFICIAL = 'web_official';
export const OFFICIAL_CERTIFICATE = 'official';

export function rechargeSource(certificateParam: string): string {
  return certificateParam === OFFICIAL_CERTIFICATE ? SOURCE_OFFICIAL : SOURCE_RAPID;
}
