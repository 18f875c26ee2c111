import { deviceId } from '@h5/core-api';
import { reportBrowserDevice } from '@h5/core-api/contracts/share';
import { api, appInfo, language } from '@h5/ui-kit';
import { useEffect } from 'react';
import { reportDeviceOnce } from '../deviceReport.ts';

/** Spec 7: a browser visitor's device, once per visit (deviceReport.ts). */
export function useDeviceReport() {
  useEffect(() => {
    const info = appInfo();
    void reportDeviceOnce(
      {
        inApp: info.inApp,
        deviceId: deviceId(),
        page: location.pathname,
        os: info.platform,
        lang: language.value,
      },
      (body) => api().call(reportBrowserDevice, body),
    );
  }, []);
}
