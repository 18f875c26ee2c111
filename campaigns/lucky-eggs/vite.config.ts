import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'lucky-eggs', root: import.meta.dirname });
