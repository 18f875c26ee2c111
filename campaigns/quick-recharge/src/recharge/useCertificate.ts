// Spec 4: the operator certificate is read once; an unusable or unreadable one leaves for the
// error page, under the same router base and in the same language.

import { api, applyAnswer, useLoadOnMount } from '@h5/ui-kit';
import { routerBase } from '@h5/ui-kit/routes';
import { invalidCertificateUrl, isCertificateValid } from '../certificate.ts';
import { CERTIFICATE_READ } from '../reads.ts';
import type { RechargeState } from './rechargeState.ts';

/**
 * Reads the certificate as the screen mounts; on the page's first screen in its render, which then
 * shows the choices when the page's HTML already holds the answer.
 */
export function useCertificate(s: RechargeState): void {
  useLoadOnMount(
    () => {
      let live = true;
      const leave = () =>
        location.replace(
          invalidCertificateUrl(
            routerBase(location.pathname),
            new URLSearchParams(location.search).get('lang'),
          ),
        );
      void applyAnswer(
        api().call(CERTIFICATE_READ.call, { certificate: s.param }),
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
    },
    [s],
    { inFirstRender: true },
  );
}
