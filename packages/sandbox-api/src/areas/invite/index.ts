// Invite (spec 7 "Invite", "Mission centre", "Lakh"): Join&Earn Cash, its task center and the
// lakh game, per user; reCAPTCHA tokens issued and checked as Google's would be. Switches:
// `captcha` {mode: ok | refuse | unavailable}: tokens are issued and accepted, issued and
// refused at the check, or not issued at all (the token endpoint answers 503).

import { defineArea } from '../../area.ts';
import { captchaRoute, fxHandlers } from './fx.ts';
import { iconRoutes } from './icons.ts';
import { lakhHandlers } from './lakh.ts';
import { missionHandlers } from './mission.ts';
import { type CaptchaMode, type InviteState, seedState } from './state.ts';

const MODES: readonly CaptchaMode[] = ['ok', 'refuse', 'unavailable'];

export const inviteArea = defineArea<InviteState>({
  name: 'invite',
  seed: seedState,
  handlers: [...fxHandlers, ...missionHandlers, ...lakhHandlers],
  raw: [captchaRoute, ...iconRoutes<InviteState>()],
  switches: {
    captcha: (state, body) => {
      const mode = MODES.find((m) => m === body.mode);
      if (!mode) throw new Error(`captcha mode is one of ${MODES.join(', ')}`);
      state.captcha.mode = mode;
      return { mode };
    },
  },
});
