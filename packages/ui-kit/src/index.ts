export { batch, computed, effect, type Signal, signal } from '@preact/signals-react';
export { useSignals } from '@preact/signals-react/runtime';
export { singleFlight, useSingleFlight } from './action.ts';
export { type CampaignApp, loginGuard, type ScreenProps, serverClockReady, startCampaign } from './app.tsx';
export { Countdown, formatCountdown, splitDuration } from './countdown.tsx';
export { Dialog, type DialogProps } from './dialog.tsx';
export { EmptyState, ErrorState, LineSkeleton, LoadingOverlay, Skeleton, Spinner } from './feedback.tsx';
export {
  INFINITE_SCROLL_THRESHOLD_PX,
  InfiniteList,
  type InfiniteListProps,
  nearBottom,
  type PageResult,
  THROTTLE_MS,
  throttle,
} from './infiniteList.tsx';
export { appDeepLink, loginDialogOpen, refreshUser, requestLogin, storeUrl } from './login.tsx';
export { closePage, NotFound, Page } from './page.tsx';
export { applyRem, compensatedFontSize, DESIGN_WIDTH, REM_INLINE_SCRIPT, rootFontSize } from './rem.ts';
export { createResource, type Resource } from './resource.ts';
export { back, type CurrentRoute, href, navigate, route } from './router.ts';
export { api, appInfo, campaignName, currentUser, language, serverClock, t, translator } from './store.ts';
export { Tabs, type TabsProps } from './tabs.tsx';
export { currentToast, TOAST_DURATION_MS, ToastHost, toast, toastError } from './toast.tsx';
