// Spec 4: the operator certificate is read once; an unusable or unreadable one leaves for the
// error page, under the same router base and in the same language.

import { getCertificate } from '@h5/core-api/contracts/rapid';
import { api, useLoadOnMount } from '@h5/ui-kit';
import { routerBase } from '@h5/ui-kit/routes';
import { invalidCertificateUrl, isCertificateValid } from '../certificate.ts';
import type { RechargeState } from './rechargeState.ts';

export function useCertificate(s: RechargeState): void {
  useLoadOnMount(() => {
    let live = true;
    const leave = () =>
      location.replace(
        invalidCertificateUrl(
          routerBase(location.pathname),
          new URLSearchParams(location.search).get('lang'),
        ),
      );
    api()
      .call(getCertificate, { certificate: s.param })
      .then(
        (c) => {
          if (!live) return;
          if (isCertificateValid(c)) s.cert.value = c;
          else leave();
        },
        () => live && leave(),
      );
    return () => {
      live = false;
    };
  }, [s]);
}
