import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'trivia', root: import.meta.dirname });
