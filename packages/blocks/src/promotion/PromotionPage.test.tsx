import { ApiError } from '@h5/core-api';
import { describe, expect, it } from 'vitest';
import { render as renderNode, runtime as startRuntime } from '../testRender.tsx';
import { PromotionPage } from './PromotionPage.tsx';
import { BROKEN_LINK_MESSAGE, UNKNOWN_PROMOTION_MESSAGE } from './promotionId.ts';

const runtime = (call: (params: unknown) => Promise<unknown>, inApp = false) => startRuntime({ call, inApp });

let host: HTMLElement;
async function render(search: string) {
  host = await renderNode(
    <PromotionPage query={new URLSearchParams(search)} title="Test">
      {({ promotion }) => <p data-testid="campaign">{promotion.data.value?.title ?? 'loading'}</p>}
    </PromotionPage>,
  );
}

describe('<PromotionPage>', () => {
  it('says a broken link plainly and fetches nothing', async () => {
    const calls = runtime(async () => ({}));
    await render('promotion_id=..%2Fx');
    expect(host.querySelector('[data-testid=broken-link]')?.textContent).toContain(BROKEN_LINK_MESSAGE);
    expect(calls).toEqual([]);
  });
  it('in the app, a broken link leads back to the app', async () => {
    runtime(async () => ({}), true);
    await render('');
    expect(host.querySelector('[data-testid=broken-link] button')?.textContent).toBe('Back to the app');
  });
  it('in a browser, a broken link offers to open the app', async () => {
    runtime(async () => ({}));
    await render('');
    expect(host.querySelector('[data-testid=broken-link] button')?.textContent).toBe('Open StarMaker');
  });
  it('says an unknown promotion is not found, without a retry', async () => {
    runtime(async () => {
      throw new ApiError('business', 'This promotion does not exist', { code: 404 });
    });
    await render('promotion_id=9999');
    expect(host.textContent).toContain(UNKNOWN_PROMOTION_MESSAGE);
    expect(host.querySelector('.h5-button-secondary')).toBeNull();
  });
  it('renders the campaign with its promotion', async () => {
    const calls = runtime(async () => ({ id: '3001', title: 'Lucky Eggs', begin_time: 0, end_time: 9e9 }));
    await render('promotion_id=3001');
    expect(host.querySelector('[data-testid=campaign]')?.textContent).toBe('Lucky Eggs');
    expect(calls).toEqual([{ id: '3001' }]);
  });
});
