import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'asian-games-quiz', root: import.meta.dirname });
