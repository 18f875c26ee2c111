import { campaignConfig } from '@h5/vite-preset';

export default campaignConfig({ campaign: 'seasonal', root: import.meta.dirname });
