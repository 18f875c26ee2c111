// The user's guild roles, handed from the screen that read them to the role screen it opens
// next: the bare address reads them and goes to the page of the role, and an identity tab goes
// through that address again. Without the handover each of those steps asks the server once
// more, one round trip after another on a slow network. A screen after something that changes
// the roles (joining, leaving, creating a guild) hands nothing and the next screen reads anew.

import { fulfilled } from '@h5/core-api';
import { getMyGuildRole, type MyGuildRole } from '@h5/core-api/contracts/guild';
import { api } from '@h5/ui-kit';

/** A handed answer older than this is read again (the next screen's chunk was slow to come). */
export const ROLE_HANDOVER_MS = 10_000;

let handed: { role: MyGuildRole; at: number } | null = null;

/** Gives the next role read this answer, once. */
export function handRole(role: MyGuildRole, now = Date.now()): void {
  handed = { role, at: now };
}

/**
 * The roles handed by the screen before (once, while fresh), known at once so the screen's first
 * render shows them; otherwise read from the server.
 */
export function readRole(
  read: () => Promise<MyGuildRole> = () => api().call(getMyGuildRole, {}),
  now = Date.now(),
): Promise<MyGuildRole> {
  const h = handed;
  handed = null;
  return h && now - h.at <= ROLE_HANDOVER_MS ? fulfilled(h.role) : read();
}
