export {
  formatCurrency,
  formatDate,
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
export { cutToWidth, graphemes, isolate, lengthInWidthUnits } from './text';
export type { MessageLoader, Messages, Translate } from './translate';
export { catalogLoader, createTranslator, loadMessages, MISSING_MESSAGES_GLOBAL } from './translate';
