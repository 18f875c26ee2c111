import { defineRoutes } from '@h5/ui-kit/routes';
import { EVENT_PAGES, eventRoute } from './events.ts';

export default defineRoutes({
  campaign: 'live',
  title: 'Live and KTV: the live-content ticket game, live rankings, ladders, PK and KTV room events.',
  routes: [
    {
      path: '/v/live-content',
      redirect: { to: 'index' },
      children: [
        { path: 'index', screen: 'liveContent', noLimit: true, meta: { title: 'Live content' } },
        { path: 'rule-up', screen: 'liveContentRuleUp', noLimit: true, meta: { title: 'Upgrade rules' } },
        { path: 'rule', screen: 'liveContentRule', noLimit: true, meta: { title: 'Rules' } },
      ],
    },
    ...EVENT_PAGES.map(eventRoute),
  ],
  examples: [
    '/v/live-content',
    '/v/live-content/index',
    '/v/live-content/rule-up',
    '/v/live-content/rule',
    ...EVENT_PAGES.flatMap((p) => [p.path, ...(p.tabs ?? []).map((x) => `${p.path}/${x.route}`)]),
  ],
});
