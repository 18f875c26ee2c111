import { describe, expect, it } from 'vitest';
import { flattenRoutes, matchRoute, routerBase, staticPrefix } from '../routes.ts';

const routes = flattenRoutes([
  {
    path: '/v/family',
    redirect: { to: 'search', query: { showBar: 0, showNavigation: false, new: true } },
    children: [
      { path: 'search', screen: 'search' },
      { path: 'detail/:id', screen: 'detail', meta: { title: 'Family' } },
      { path: 'detail/new', screen: 'create' },
    ],
  },
  { path: '/v/quick-recharge/:param', screen: 'quick', noLimit: true },
]);

describe('routes', () => {
  it('flattens children to absolute paths and resolves relative redirects', () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/v/family',
      '/v/family/search',
      '/v/family/detail/:id',
      '/v/family/detail/new',
      '/v/quick-recharge/:param',
    ]);
    expect(routes[0]?.redirect?.to).toBe('/v/family/search');
    expect(routes[2]?.topLevel).toBe('/v/family');
  });

  it('gives each route its own props for a shared screen, and none to a route without them', () => {
    const flat = flattenRoutes([
      { path: '/v/world-cup', screen: 'season', props: { page: 'worldCup' } },
      { path: '/v/zsj', screen: 'season', props: { page: 'zsj' } },
      { path: '/v/rules', screen: 'rules' },
    ]);
    expect(flat.map((r) => [r.screen, r.props])).toEqual([
      ['season', { page: 'worldCup' }],
      ['season', { page: 'zsj' }],
      ['rules', {}],
    ]);
    expect(matchRoute(flat, '/v/zsj')?.route.props).toEqual({ page: 'zsj' });
  });

  it('matches params, prefers literal segments, decodes safely', () => {
    expect(matchRoute(routes, '/v/family/detail/42')?.params).toEqual({ id: '42' });
    expect(matchRoute(routes, '/v/family/detail/new')?.route.screen).toBe('create');
    expect(matchRoute(routes, '/v/quick-recharge/%E0%A4%A')?.params).toEqual({ param: '%E0%A4%A' });
    expect(matchRoute(routes, '/v/nope')).toBeNull();
  });

  it('spec 2: the base is /g/ when the path contains /g/v', () => {
    expect(routerBase('/g/v/lucky-eggs')).toBe('/g');
    expect(routerBase('/v/lucky-eggs')).toBe('');
    expect(staticPrefix('/v/quick-recharge/:param')).toBe('/v/quick-recharge');
  });
});
