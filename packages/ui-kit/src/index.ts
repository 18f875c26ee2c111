export type { PageResult } from '@h5/core-api';
export { batch, computed, effect, type Signal, signal } from '@preact/signals-react';
export { useSignals } from '@preact/signals-react/runtime';
export {
  DOUBLE_TAP_MS,
  type MoneyActionOptions,
  moneyAction,
  singleFlight,
  useMoneyAction,
  useSingleFlight,
} from './action.ts';
export { type CampaignApp, loginGuard, type ScreenProps, serverClockReady, startCampaign } from './app.tsx';
export {
  Async,
  type AsyncProps,
  allOf,
  type NotFoundProps,
  ReadError,
  useLoaded,
  useLoadOnMount,
  useResource,
} from './async.tsx';
export { Countdown, countdownParts, formatCountdown, splitDuration } from './countdown.tsx';
export {
  DatePicker,
  type DatePickerProps,
  type DayParts,
  dayChoices,
  dayParts,
  isoDay,
  localDay,
  withPart,
} from './datePicker.tsx';
export { Dialog, type DialogProps } from './dialog.tsx';
export { errorText, failureText } from './failureText.ts';
export { EmptyState, ErrorState, LineSkeleton, LoadingOverlay, Skeleton, Spinner } from './feedback.tsx';
export { CharCount, holdToChars, TextField, type TextFieldProps } from './field.tsx';
export { applyAnswer } from './firstScreen.ts';
export {
  INFINITE_SCROLL_THRESHOLD_PX,
  InfiniteList,
  type InfiniteListProps,
  nearBottom,
  pagesOf,
  THROTTLE_MS,
  throttle,
} from './infiniteList.tsx';
export { lazyScreens, type ScreenName } from './lazyScreens.ts';
export {
  CARRIED_QUERY_KEYS,
  isPlainClick,
  Link,
  type LinkButton,
  LinkButtons,
  navigate,
  type QueryExtra,
  withVisitQuery,
} from './link.tsx';
export {
  loginDialogOpen,
  openAppScreen,
  refreshUser,
  requestLogin,
  userReadFailure,
  useSignedIn,
} from './login.tsx';
export { NotFound, NotFoundState, OPEN_THE_APP, PAGE_GONE, PAGE_NOT_FOUND, WayOn } from './notFound.tsx';
export { closePage, Page } from './page.tsx';
export { type Pager, PagerEnd, type PagerOptions, usePager } from './pager.tsx';
export { Picker, type PickerOption, type PickerProps } from './picker.tsx';
export { applyRem, compensatedFontSize, DESIGN_WIDTH, REM_INLINE_SCRIPT, rootFontSize } from './rem.ts';
export { createResource, type Resource } from './resource.ts';
export { RetryGroupProvider } from './retryGroup.tsx';
export { back, type CurrentRoute, href, route } from './router.ts';
export { SENDING, SendButton } from './sendButton.tsx';
export { SIGN_IN_IN_APP, SIGN_IN_IN_BROWSER, SignInPage, SignInPrompt } from './signIn.tsx';
export {
  api,
  appInfo,
  campaignName,
  currentUser,
  downloadOrigin,
  language,
  serverClock,
  signInRequired,
  t,
  track,
  translator,
} from './store.ts';
export { Tabs, type TabsProps } from './tabs.tsx';
export { currentToast, TOAST_DURATION_MS, ToastHost, toast, toastError } from './toast.tsx';
export {
  SHOW_ORIGINAL,
  TRANSLATE,
  TranslatableText,
  translateText,
  useTranslatable,
} from './translatable.tsx';
export { COINS, DIAMONDS, GOLDS } from './units.ts';
export { visitCountry } from './visitCountry.ts';
