import type { DeviceDetails } from '@h5/core-api/contracts/feedback';
import { t } from '@h5/ui-kit';
import { deviceSummary } from '../device.ts';

/** The app and phone details a submission carries, folded under one line. */
export function DeviceList({ device, summary }: { device: DeviceDetails; summary: string }) {
  return (
    <details className="h5-disclosure fb-device">
      <summary>{t(summary)}</summary>
      <dl className="fb-dl">
        {deviceSummary(device).map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
