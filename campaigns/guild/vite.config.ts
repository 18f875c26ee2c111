import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'guild', root: import.meta.dirname });
