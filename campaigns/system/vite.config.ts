import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'system', root: import.meta.dirname });
