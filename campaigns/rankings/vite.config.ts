import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'rankings', root: import.meta.dirname });
