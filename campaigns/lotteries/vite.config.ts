import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'lotteries', root: import.meta.dirname });
