export {
  APP_LINKS,
  type AppLinks,
  appScreenLink,
  appWebviewLink,
  DEFAULT_APP_LINKS,
  type DownloadOrigin,
  type Platform,
  storeLink,
} from './appLinks.ts';
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
  buildDomains,
  type Environment,
  environmentOf,
  type HostDomains,
  type HostName,
  type Hosts,
  hostsFor,
  PLACEHOLDER_DOMAINS,
  PRODUCT_DOMAIN,
  resolveHosts,
} from './environment.ts';
export {
  ApiError,
  type ApiErrorKind,
  errorMessage,
  isApiError,
  isOwnErrorMessage,
  NETWORK_ERROR_MESSAGE,
  OWN_ERROR_MESSAGES,
  SERVER_ERROR_MESSAGE,
  TIMEOUT_MESSAGE,
  unwrapEnvelope,
} from './errors.ts';
export { parseExternalUrl } from './externalUrl.ts';
export { intentKey, newIdempotencyKey } from './idempotency.ts';
export {
  type MoneyFailure,
  type MoneyOutcome,
  type MoneyVerdict,
  moneyVerdict,
  runMoneyIntent,
} from './moneyIntent.ts';
export { isNotFound } from './notFound.ts';
export { isNotLoggedIn, NOT_LOGGED_IN_CODE } from './notLoggedIn.ts';
export { type Paged, type PageResult, pageLoader, toPageResult } from './paged.ts';
export {
  forgetPreloads,
  PRELOADED_GLOBAL,
  PRELOADED_MAX_AGE_MS,
  type PreloadedAnswer,
  type PreloadedRead,
  type PreloadedReads,
  pagePreloads,
  preloadKey,
  takePreloadedRoundTrip,
} from './preloaded.ts';
export { type CampaignPhase, campaignPhase, createServerClock, type ServerClock } from './serverTime.ts';
export {
  fulfilled,
  type Known,
  mapAnswer,
  markWhenSettled,
  PENDING,
  rejected,
  settledNow,
  valueNow,
} from './settled.ts';
export {
  createTracker,
  PERFORMANCE_SAMPLE_RATE,
  sendTracking,
  shouldSamplePerformance,
  TRACK_BATCH_SIZE,
  TRACK_FLUSH_MS,
  type Tracker,
  type TrackPayload,
} from './tracking.ts';
