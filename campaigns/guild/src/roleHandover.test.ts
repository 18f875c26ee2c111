import { settledNow } from '@h5/core-api';
import type { MyGuildRole } from '@h5/core-api/contracts/guild';
import { describe, expect, it, vi } from 'vitest';
import { handRole, ROLE_HANDOVER_MS, readRole } from './roleHandover.ts';

const role: MyGuildRole = { roles: [], is_broadcaster: false };
const fromServer: MyGuildRole = { roles: [], is_broadcaster: true };

describe('the role handover', () => {
  it('gives the handed roles to the next read, at once, and asks nobody', () => {
    const read = vi.fn(async () => fromServer);
    handRole(role, 1_000);
    const p = readRole(read, 1_500);
    expect(settledNow(p)).toEqual({ value: role });
    expect(read).not.toHaveBeenCalled();
  });

  it('hands them once: the read after asks the server', async () => {
    const read = vi.fn(async () => fromServer);
    handRole(role, 1_000);
    readRole(read, 1_000);
    await expect(readRole(read, 1_000)).resolves.toBe(fromServer);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads anew once the handed roles are older than ROLE_HANDOVER_MS', async () => {
    const read = vi.fn(async () => fromServer);
    handRole(role, 1_000);
    await expect(readRole(read, 1_000 + ROLE_HANDOVER_MS + 1)).resolves.toBe(fromServer);
    // Nor are they kept for a later read.
    readRole(read, 1_000);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('asks the server when nothing was handed', async () => {
    const read = vi.fn(async () => fromServer);
    await expect(readRole(read, 0)).resolves.toBe(fromServer);
  });
});
