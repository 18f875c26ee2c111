import { rootConfig } from './config.ts';

export default rootConfig();
