import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'valentine', root: import.meta.dirname });
