import { defineRoutes, type ReadDecl, type RouteDecl } from '@h5/ui-kit/routes';
import { EVENT_PAGES, eventRoute, type LiveEventPage } from './events.ts';

/** An event page's board, of its tab where it has tabs (the tab is the child route's path). */
const eventRead = (event: string, tab?: string): ReadDecl => ({
  call: 'live.event',
  params: tab ? { event, tab } : { event },
});

/** These routes are open to visitors, and their boards ask who is signed in (the pinned row). */
const SELF: ReadDecl = { call: 'general.self' };
/** The mic tools are read for a signed-in user alone. */
const TOOL_READS: Record<NonNullable<LiveEventPage['tool']>, ReadDecl> = {
  micReserve: { call: 'live.micSlots', signedIn: true },
  micCard: { call: 'live.micCard', signedIn: true },
};

const eventRouteWithReads = (p: LiveEventPage): RouteDecl => {
  const r = eventRoute(p);
  const tool = p.tool ? [TOOL_READS[p.tool]] : [];
  if (!r.children) return { ...r, reads: [SELF, eventRead(p.event), ...tool] };
  return {
    ...r,
    children: r.children.map((c) => ({ ...c, reads: [SELF, eventRead(p.event, c.path), ...tool] })),
  };
};

export default defineRoutes({
  campaign: 'live',
  title: 'Live and KTV: the live-content ticket game, live rankings, ladders, PK and KTV room events.',
  routes: [
    {
      path: '/v/live-content',
      redirect: { to: 'index' },
      children: [
        {
          path: 'index',
          screen: 'liveContent',
          noLimit: true,
          meta: { title: 'Live content' },
          reads: [SELF, { call: 'live.playerList' }, { call: 'live.ticket', signedIn: true }],
        },
        { path: 'rule-up', screen: 'liveContentRuleUp', noLimit: true, meta: { title: 'Upgrade rules' } },
        { path: 'rule', screen: 'liveContentRule', noLimit: true, meta: { title: 'Rules' } },
      ],
    },
    ...EVENT_PAGES.map(eventRouteWithReads),
  ],
  examples: [
    '/v/live-content',
    '/v/live-content/index',
    '/v/live-content/rule-up',
    '/v/live-content/rule',
    ...EVENT_PAGES.flatMap((p) => [p.path, ...(p.tabs ?? []).map((x) => `${p.path}/${x.route}`)]),
  ],
});
