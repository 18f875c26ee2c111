// Spec 7: POST /web/device/chrome. A share page opened in a browser reports the visitor's device
// once per visit (the same tab reloading or moving between share pages reports nothing more);
// inside the app the app knows its device, so nothing is sent. A failed report is dropped: it
// must never stand in the visitor's way.

const DEVICE_REPORTED_KEY = 'h5-share-device-reported';

export interface DeviceVisit {
  inApp: boolean;
  deviceId: string;
  page: string;
  os: string;
  lang: string;
}

export async function reportDeviceOnce(
  visit: DeviceVisit,
  send: (body: Omit<DeviceVisit, 'inApp' | 'deviceId'> & { device_id: string }) => Promise<unknown>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage,
): Promise<boolean> {
  if (visit.inApp || !visit.deviceId) return false;
  try {
    if (storage?.getItem(DEVICE_REPORTED_KEY)) return false;
    storage?.setItem(DEVICE_REPORTED_KEY, '1');
  } catch {
    // Storage refused (private mode): report anyway, at most once per page load.
  }
  try {
    await send({ device_id: visit.deviceId, page: visit.page, os: visit.os, lang: visit.lang });
    return true;
  } catch {
    return false;
  }
}
