import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'family', root: import.meta.dirname });
