import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'share', root: import.meta.dirname });
