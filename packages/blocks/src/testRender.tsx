// Test-only: renders a block into happy-dom with a started page's runtime.

import type { AppInfo } from '@h5/bridge';
import { type ApiClient, createServerClock, hostsFor } from '@h5/core-api';
import { setRuntimeForTests } from '@h5/ui-kit/testing';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export function runtime(opts: { inApp?: boolean; call?: (params: unknown) => Promise<unknown> } = {}) {
  const calls: unknown[] = [];
  const api = {
    hosts: hostsFor('dev', 'http://localhost:8001'),
    call: async (_def: unknown, params: unknown) => {
      calls.push(params);
      return opts.call ? opts.call(params) : {};
    },
  } as unknown as ApiClient;
  setRuntimeForTests({
    api,
    app: { inApp: opts.inApp ?? false } as AppInfo,
    clock: createServerClock(),
    campaign: 'test',
  });
  return calls;
}

export async function render(node: ReactNode): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(node));
  await act(async () => {});
  return host;
}
