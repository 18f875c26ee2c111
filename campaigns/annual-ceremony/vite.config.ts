import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'annual-ceremony', root: import.meta.dirname });
