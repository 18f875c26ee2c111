import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'live', root: import.meta.dirname });
