import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'recharge', root: import.meta.dirname });
