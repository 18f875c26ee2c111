import { campaignConfig } from '@h5/e2e/config';

export default campaignConfig('asian-games-quiz');
