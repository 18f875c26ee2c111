import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'withdraw', root: import.meta.dirname });
