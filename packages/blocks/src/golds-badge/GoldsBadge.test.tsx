import { ApiError } from '@h5/core-api';
import { signal } from '@preact/signals-react';
import { describe, expect, it, vi } from 'vitest';
import { render, runtime } from '../testRender.tsx';
import { GOLDS_TEXTS, GoldsBadge, goldsViewOf } from './GoldsBadge.tsx';

const read = (data: { golds: number } | undefined, error: unknown = null) => ({
  data: signal(data),
  error: signal(error),
  loading: signal(false),
  load: vi.fn(),
  set: vi.fn(),
});

describe('<GoldsBadge>', () => {
  it('shows the golds, a placeholder while they come, and a way on when they cannot be read', async () => {
    runtime();
    const onLogIn = vi.fn();
    const onRetry = vi.fn();
    const shown = await render(
      <GoldsBadge view={{ status: 'in', golds: 12_500 }} onLogIn={onLogIn} onRetry={onRetry} />,
    );
    expect(shown.textContent).toBe('My golds: 12,500');
    const loading = await render(
      <GoldsBadge view={{ status: 'loading' }} onLogIn={onLogIn} onRetry={onRetry} />,
    );
    expect(loading.querySelector('.h5-skeleton')).not.toBeNull();
    const visitor = await render(
      <GoldsBadge view={{ status: 'visitor' }} onLogIn={onLogIn} onRetry={onRetry} />,
    );
    visitor.querySelector<HTMLButtonElement>('button')?.click();
    expect([visitor.textContent, onLogIn.mock.calls.length, onRetry.mock.calls.length]).toEqual([
      GOLDS_TEXTS.signIn,
      1,
      0,
    ]);
    const failed = await render(
      <GoldsBadge view={{ status: 'failed' }} onLogIn={onLogIn} onRetry={onRetry} />,
    );
    failed.querySelector<HTMLButtonElement>('button')?.click();
    expect([failed.textContent, onRetry.mock.calls.length]).toEqual([GOLDS_TEXTS.failed, 1]);
  });

  it('reads a visitor from the refusal and any other failure as one to retry', () => {
    expect(goldsViewOf(read({ golds: 3 }))).toEqual({ status: 'in', golds: 3 });
    expect(goldsViewOf(read(undefined))).toEqual({ status: 'loading' });
    expect(goldsViewOf(read(undefined, new ApiError('http', 'Unauthorized', { status: 401 })))).toEqual({
      status: 'visitor',
    });
    expect(goldsViewOf(read(undefined, new ApiError('http', 'Server error', { status: 500 })))).toEqual({
      status: 'failed',
    });
  });
});
