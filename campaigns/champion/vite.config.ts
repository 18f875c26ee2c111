import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'champion', root: import.meta.dirname });
