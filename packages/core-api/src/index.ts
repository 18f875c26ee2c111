export {
  type CallDef,
  defineCall,
  fillPath,
  type Method,
  type Params,
  type ParamsOf,
  pathPattern,
  type ResultOf,
} from './call.ts';
export {
  type ApiClient,
  type CallOptions,
  type ClientContext,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  readCookie,
  TOKEN_COOKIE,
  WITHDRAW_TIMEOUT_MS,
} from './client.ts';
export { DEVICE_ID_TTL_MS, deviceId } from './deviceId.ts';
export {
  BOX_HOSTNAME,
  type Environment,
  environmentOf,
  type HostName,
  type Hosts,
  hostsFor,
  PRODUCT_DOMAIN,
  resolveHosts,
} from './environment.ts';
export {
  ApiError,
  type ApiErrorKind,
  errorMessage,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  unwrapEnvelope,
} from './errors.ts';
export { intentKey, newIdempotencyKey } from './idempotency.ts';
export { type CampaignPhase, campaignPhase, createServerClock, type ServerClock } from './serverTime.ts';
export {
  collectPerformance,
  PERFORMANCE_SAMPLE_RATE,
  sendTracking,
  shouldSamplePerformance,
  type TrackPayload,
} from './tracking.ts';
