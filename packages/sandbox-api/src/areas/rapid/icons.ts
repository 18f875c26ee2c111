// Payment channels' icons: a generated logo per channel, a wordmark on the brand's own colour, on
// the sandbox's static host, so pages show real images (and no broken ones) for every channel.

import { HOST_PREFIX, type RawRoute } from '../../area.ts';
import { svgRoute } from '../../kit/svgRoute.ts';
import type { RapidState } from './state.ts';

/**
 * Brand colour and wordmark per sub-channel (the VIP copies share their brand's logo); a channel
 * that is a kind of payment rather than a brand (cards, prepaid loads) is drawn as its object.
 */
export const CHANNEL_BRANDS: Record<string, { color: string; ink: string; mark: string; glyph?: 'card' }> = {
  upi: { color: '#097939', ink: '#ffffff', mark: 'UPI' },
  paytm: { color: '#00baf2', ink: '#002e6e', mark: 'Paytm' },
  card_in: { color: '#5b3cc4', ink: '#ffffff', mark: 'CARD', glyph: 'card' },
  nb_hdfc: { color: '#004c8f', ink: '#ffffff', mark: 'HDFC' },
  nb_icici: { color: '#b02a30', ink: '#f58220', mark: 'ICICI' },
  nb_sbi: { color: '#22409a', ink: '#ffffff', mark: 'SBI' },
  dana: { color: '#118eea', ink: '#ffffff', mark: 'DANA' },
  ovo: { color: '#4c3494', ink: '#ffffff', mark: 'OVO' },
  card_id: { color: '#fcd116', ink: '#0a4da2', mark: 'Indo', glyph: 'card' },
  va_bca: { color: '#0060af', ink: '#ffffff', mark: 'BCA' },
  fawry: { color: '#ffd400', ink: '#005a9c', mark: 'fawry' },
  vodafone: { color: '#e60000', ink: '#ffffff', mark: 'VF' },
  card_ng: { color: '#1a1f71', ink: '#f7b600', mark: 'CARD', glyph: 'card' },
  gcash: { color: '#007cff', ink: '#ffffff', mark: 'G' },
  card_ph: { color: '#ef4123', ink: '#ffffff', mark: 'LOAD', glyph: 'card' },
  tng: { color: '#015ab4', ink: '#ffd200', mark: 'TnG' },
  cc_me: { color: '#1a1f71', ink: '#ffffff', mark: 'VISA' },
  likecard: { color: '#e4032e', ink: '#ffffff', mark: 'Like' },
  stcpay: { color: '#4f008c', ink: '#ffffff', mark: 'stc' },
  applepay: { color: '#000000', ink: '#ffffff', mark: 'Pay' },
  mada: { color: '#84bd00', ink: '#1d1d1b', mark: 'mada' },
  likecard_sa: { color: '#e4032e', ink: '#ffffff', mark: 'Like' },
  fpx_maybank: { color: '#ffc83d', ink: '#1d1d1b', mark: 'May' },
  fpx_cimb: { color: '#ec1d23', ink: '#ffffff', mark: 'CIMB' },
  fpx_pbb: { color: '#d71920', ink: '#ffffff', mark: 'PBB' },
  fpx_rhb: { color: '#0067b1', ink: '#ffffff', mark: 'RHB' },
};

const ICON_DIR = `${HOST_PREFIX.static}/pay`;

/** Where a channel's icon is served, by its sub-channel. */
export function channelIconUrl(sub: string): string {
  return `${ICON_DIR}/${sub.replace(/^vip_/, '')}.svg`;
}

/** The logo of `<sub>.svg`, or null for a file no channel has. */
export function channelIconSvg(file: string): string | null {
  const brand = CHANNEL_BRANDS[/^([a-z_]+)\.svg$/.exec(file)?.[1] ?? ''];
  if (!brand) return null;
  if (brand.glyph === 'card')
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="${brand.color}"/><rect x="10" y="17" width="44" height="30" rx="5" fill="none" stroke="${brand.ink}" stroke-width="3"/><rect x="10" y="24" width="44" height="6" fill="${brand.ink}"/><rect x="16" y="37" width="12" height="4" rx="1" fill="${brand.ink}"/></svg>`;
  const size = brand.mark.length > 4 ? 15 : brand.mark.length > 3 ? 17 : 21;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="${brand.color}"/><text x="32" y="39" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="${brand.ink}">${brand.mark}</text></svg>`;
}

export const iconRoutes: Array<RawRoute<RapidState>> = [svgRoute(`${ICON_DIR}/{file}`, channelIconSvg)];
