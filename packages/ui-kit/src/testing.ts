// For unit tests of components outside ui-kit (blocks, campaigns): the runtime a started campaign
// would have, with the API client, app and clock the test chooses.

export { setRuntime as setRuntimeForTests } from './store.ts';
