import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'powerful-family', root: import.meta.dirname });
