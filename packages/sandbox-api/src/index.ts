export {
  type AreaDefinition,
  defineArea,
  type Envelope,
  fail,
  type HandlerContext,
  HOST_PREFIX,
  int,
  NOT_LOGGED_IN,
  on,
  type RawRoute,
  str,
} from './area.ts';
export { ALL_AREAS } from './areas/index.ts';
export type { SandboxClock } from './clock.ts';
export { CONTROL_PREFIX, handleControl, safeLocalPath } from './control.ts';
export { EVERY_CALL, type FaultKind, type FaultRule, type Faults } from './faults.ts';
export { makePromotion, type PromotionSeed } from './promotions.ts';
export { createRandom, type Random } from './random.ts';
export { createSandbox, type ReceivedRequest, type Sandbox, type SandboxOptions, send } from './server.ts';
export { CROWD, DEFAULT_USER, type SandboxUser, SIGNED_IN_USERS, userByToken, userByUid } from './users.ts';
