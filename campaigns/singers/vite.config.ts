import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'singers', root: import.meta.dirname });
