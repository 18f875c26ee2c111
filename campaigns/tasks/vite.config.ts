import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'tasks', root: import.meta.dirname });
