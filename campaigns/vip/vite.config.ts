import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'vip', root: import.meta.dirname });
