import './styles.css';
import { blockMessages } from '@h5/blocks/messages';
import { startCampaign } from '@h5/ui-kit';
import { lazy } from 'react';
import routes from './routes.ts';

// Every flow screen lives in one chunk; the shell is the initial JS.
const flows = () => import('./screens/flowScreens.tsx');

void startCampaign({
  routes,
  screens: {
    quick: lazy(() => flows().then((m) => ({ default: m.QuickScreen }))),
    quickPrivacy: lazy(() => flows().then((m) => ({ default: m.QuickPrivacyScreen }))),
    large: lazy(() => flows().then((m) => ({ default: m.LargeScreen }))),
    largePrivacy: lazy(() => flows().then((m) => ({ default: m.LargePrivacyScreen }))),
    vip: lazy(() => flows().then((m) => ({ default: m.VipScreen }))),
    vipPrivacy: lazy(() => flows().then((m) => ({ default: m.VipPrivacyScreen }))),
    middle: lazy(() => import('./screens/MiddlePage.tsx').then((m) => ({ default: m.MiddlePage }))),
  },
  messages: [blockMessages, (lang) => import(`./messages/${lang}.json`)],
});
