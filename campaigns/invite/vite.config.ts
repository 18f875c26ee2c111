import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({
  campaign: 'invite',
  root: import.meta.dirname,
  // Without it every invite code is refused as "could not check that you are a person".
  publishedNeeds: { VITE_RECAPTCHA_SITE_KEY: 'the reCAPTCHA v3 site key the invite code is checked with' },
});
