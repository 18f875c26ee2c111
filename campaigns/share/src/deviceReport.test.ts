import { describe, expect, it, vi } from 'vitest';
import { reportDeviceOnce } from './deviceReport.ts';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};
const visit = { inApp: false, deviceId: 'dev-1', page: '/v/share', os: 'android', lang: 'ar' };

describe('device report', () => {
  it('reports a browser visitor once per visit', async () => {
    const send = vi.fn().mockResolvedValue({ ok: true });
    const s = memory();
    expect(await reportDeviceOnce(visit, send, s)).toBe(true);
    expect(await reportDeviceOnce(visit, send, s)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ device_id: 'dev-1', page: '/v/share', os: 'android', lang: 'ar' });
  });

  it('sends nothing inside the app', async () => {
    const send = vi.fn();
    expect(await reportDeviceOnce({ ...visit, inApp: true }, send, memory())).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('drops a failed report without throwing', async () => {
    const send = vi.fn().mockRejectedValue(new Error('offline'));
    expect(await reportDeviceOnce(visit, send, memory())).toBe(false);
  });
});
