// The app and device details a submission carries, so the team can reproduce a problem without
// asking: the app's version and platform from the bridge's view of the app, the rest from the page.

import type { AppInfo } from '@h5/bridge';
import type { DeviceDetails } from '@h5/core-api/contracts/feedback';

export function deviceDetails(
  app: AppInfo,
  page: { userAgent: string; lang: string; width: number; height: number; deviceId: string },
): DeviceDetails {
  return {
    app_version: app.appVersion ?? (app.inApp ? 'unknown' : 'web'),
    platform: app.platform,
    device_id: app.deviceId ?? page.deviceId,
    user_agent: page.userAgent.slice(0, 200),
    lang: page.lang,
    country: app.country ?? '',
    screen: `${Math.round(page.width)}x${Math.round(page.height)}`,
  };
}

/** The details shown to the user before sending, as label and value. */
export function deviceSummary(d: DeviceDetails): Array<[string, string]> {
  return [
    ['App version', d.app_version],
    ['Phone', d.platform],
    ['Screen', d.screen],
    ['Language', d.lang],
  ];
}
