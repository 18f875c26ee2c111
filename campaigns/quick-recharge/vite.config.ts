import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'quick-recharge', root: import.meta.dirname });
