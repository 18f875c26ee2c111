import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'feedback', root: import.meta.dirname });
