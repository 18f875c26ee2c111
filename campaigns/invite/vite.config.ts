import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'invite', root: import.meta.dirname });
