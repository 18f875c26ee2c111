export {
  type AppInfo,
  detectApp,
  fakeAppRequested,
  opensPaymentExternally,
  parseAppUserAgent,
} from './appInfo.ts';
export {
  advertisedMethods,
  type BridgeMethod,
  bridge,
  type CallResult,
  CLEAR_CACHE_TIMEOUT_MS,
  callNative,
  FEATURE_MIN_VERSION,
  SHARE_FALLBACK_MS,
  supports,
} from './bridge.ts';
export { copyText } from './clipboard.ts';
export { openInApp } from './openInApp.ts';
export { compareVersions, parseVersion, VERSION_GATES, versionAtLeast } from './version.ts';
