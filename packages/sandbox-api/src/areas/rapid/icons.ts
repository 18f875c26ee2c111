// Payment channels' icons on the sandbox's static host: each channel's mark, as its server hands
// out a logo, so pages show real images (and no broken ones) for every channel.

import { HOST_PREFIX, type RawRoute } from '../../area.ts';
import { artRoute, type ChannelMark, channelArt } from '../../kit/art.ts';
import type { RapidState } from './state.ts';

/**
 * Each sub-channel's mark (the VIP copies share their brand's): the brand's own from Simple Icons
 * where it has one there, else a neutral mark of what the channel is, on the brand's colour.
 */
export const CHANNEL_MARKS: Record<string, ChannelMark> = {
  upi: { neutral: 'phone', color: '#097939' },
  paytm: { brand: 'paytm', color: '#00baf2' },
  card_in: { neutral: 'card', color: '#5b3cc4' },
  nb_hdfc: { brand: 'hdfcbank', color: '#004c8f' },
  nb_icici: { brand: 'icicibank', color: '#b02a30' },
  nb_sbi: { neutral: 'bank', color: '#22409a' },
  dana: { neutral: 'wallet', color: '#118eea' },
  ovo: { neutral: 'wallet', color: '#4c3494' },
  card_id: { neutral: 'card', color: '#0a4da2' },
  va_bca: { neutral: 'bank', color: '#0060af' },
  fawry: { brand: 'fawry', color: '#005a9c' },
  vodafone: { brand: 'vodafone', color: '#e60000' },
  card_ng: { neutral: 'card', color: '#1a1f71' },
  gcash: { neutral: 'wallet', color: '#007cff' },
  card_ph: { neutral: 'voucher', color: '#ef4123' },
  tng: { neutral: 'wallet', color: '#015ab4' },
  cc_me: { brand: 'visa', color: '#1a1f71' },
  likecard: { neutral: 'voucher', color: '#e4032e' },
  stcpay: { neutral: 'wallet', color: '#4f008c' },
  applepay: { brand: 'applepay', color: '#000000' },
  mada: { neutral: 'card', color: '#84bd00' },
  likecard_sa: { neutral: 'voucher', color: '#e4032e' },
  fpx_maybank: { neutral: 'bank', color: '#c99a00' },
  fpx_cimb: { neutral: 'bank', color: '#ec1d23' },
  fpx_pbb: { neutral: 'bank', color: '#d71920' },
  fpx_rhb: { neutral: 'bank', color: '#0067b1' },
};

const ICON_DIR = `${HOST_PREFIX.static}/pay`;

/** Where a channel's icon is served, by its sub-channel. */
export function channelIconUrl(sub: string): string {
  return `${ICON_DIR}/${sub.replace(/^vip_/, '')}.svg`;
}

/** The mark of `<sub>.svg`, or null for a file no channel has. */
function channelIconSvg(file: string): string | null {
  const mark = CHANNEL_MARKS[/^([a-z_]+)\.svg$/.exec(file)?.[1] ?? ''];
  return mark ? channelArt(mark) : null;
}

export const iconRoutes: Array<RawRoute<RapidState>> = [artRoute(`${ICON_DIR}/{file}`, channelIconSvg)];
