import { beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from '../link.tsx';
import { initRouter, resolve, retryHeldNavigation, route } from '../router.ts';
import { loading } from '../store.ts';

const decl = [
  {
    path: '/v/withdraw',
    redirect: { to: 'income', query: { showBar: 1 } },
    children: [
      { path: 'income', screen: 'income', meta: { title: 'Income' } },
      { path: 'record', screen: 'record' },
    ],
  },
  { path: '/v/open', screen: 'open', noLimit: true },
];

describe('router (spec 2)', () => {
  let allow = true;
  const seenLoading: boolean[] = [];
  beforeEach(async () => {
    history.replaceState(null, '', '/g/v/withdraw?lang=ar');
    allow = true;
    await initRouter(decl, {
      guard: async (to) => {
        seenLoading.push(loading.value);
        return to.noLimit || allow;
      },
    });
  });

  it('redirects with the redirect query, keeping the base and the original query', () => {
    expect(location.pathname).toBe('/g/v/withdraw/income');
    expect(new URLSearchParams(location.search).get('showBar')).toBe('1');
    expect(new URLSearchParams(location.search).get('lang')).toBe('ar');
    expect(route.value?.screen).toBe('income');
    expect(route.value?.meta.title).toBe('Income');
  });

  it('turns loading on during navigation and off after', async () => {
    await navigate('/v/withdraw/record');
    expect(seenLoading.at(-1)).toBe(true);
    expect(loading.value).toBe(false);
    expect(location.pathname).toBe('/g/v/withdraw/record');
  });

  it('scrolls to the top after each navigation (spec 2), and not for a held one', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await navigate('/v/withdraw/record');
    expect(scroll).toHaveBeenCalledWith(0, 0);
    scroll.mockClear();
    allow = false;
    await navigate('/v/withdraw/income');
    expect(scroll).not.toHaveBeenCalled();
    scroll.mockRestore();
  });

  it("carries the visit's parameters (language, promotion, app) to the next screen, the path's own first", async () => {
    history.replaceState(null, '', '/g/v/withdraw/income?lang=ar&promotion_id=9&fake_app=1&showBar=1');
    await navigate('record?tab=2');
    const q = new URLSearchParams(location.search);
    expect(location.pathname).toBe('/g/v/withdraw/record');
    expect([q.get('lang'), q.get('promotion_id'), q.get('fake_app'), q.get('tab')]).toEqual([
      'ar',
      '9',
      '1',
      '2',
    ]);
    // Not a visit parameter: the previous screen's own.
    expect(q.get('showBar')).toBeNull();
    await navigate('/v/withdraw/income?lang=en');
    expect(new URLSearchParams(location.search).get('lang')).toBe('en');
  });

  it('holds navigation when the guard says no, and retries it later', async () => {
    allow = false;
    await navigate('/v/withdraw/record');
    expect(route.value?.screen).toBe('income');
    allow = true;
    await retryHeldNavigation();
    expect(route.value?.screen).toBe('record');
  });

  it('sends unknown paths to no screen (the catch-all)', () => {
    expect(resolve('/v/withdraw/nope').route.screen).toBeNull();
    expect(resolve('/v//withdraw//record/').route.screen).toBe('record');
  });
});
