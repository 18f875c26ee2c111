// An event's actions as the app screens they open, each told which event it is for.

import { appScreenLink } from '@h5/core-api';
import type { LiveEventPage } from './events.ts';

export function eventActions(page: LiveEventPage): Array<{ label: string; link: string; primary: boolean }> {
  return page.actions.map((a, i) => ({
    label: a.label,
    link: appScreenLink(a.screen, { event: page.event, ...a.params }),
    primary: i === 0,
  }));
}
