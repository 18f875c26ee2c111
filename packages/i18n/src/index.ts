export { compactCount } from './count';
export {
  dateLocale,
  formatCurrency,
  formatDate,
  formatDateRange,
  recentTimeLabel,
  TIMEZONE_OFFSETS,
  timezoneOffsetHours,
} from './format';
export { formatNumber } from './formatters';
export {
  DEFAULT_LANGUAGE,
  direction,
  isRtl,
  LANGUAGE_ALIASES,
  normalizeLanguage,
  pickLanguage,
  RTL_LANGUAGES,
  SUPPORTED_LANGUAGES,
} from './lang';
export {
  DIGIT_SYSTEMS,
  numberLocale,
  pageDigits,
  pageRegion,
  setRegion,
} from './locale';
export { cutToWidth, graphemes, isolate, lengthInWidthUnits } from './text';
export type { Count, MessageLoader, Messages, MessageValue, Translate } from './translate';
export { catalogLoader, createTranslator, loadMessages, MISSING_MESSAGES_GLOBAL } from './translate';
