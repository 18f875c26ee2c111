import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'bk-game', root: import.meta.dirname });
