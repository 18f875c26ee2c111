// Not enough golds for a hit: say what it costs and what the user has, and offer the way to get
// more (the app's recharge, in the app or by opening it from a browser).

import { appScreenLink } from '@h5/core-api';
import { Dialog, GOLDS, openAppScreen, t, useSignals } from '@h5/ui-kit';
import type { LuckyEggPage } from '../store.ts';

const NEED_GOLDS_TITLE = 'Not enough golds';
const NEED_GOLDS_TEXT = 'This hit costs {cost}. You have {golds}.';
const NEED_GOLDS_SHORT = 'Your golds do not cover this hit.';

export function RechargeDialog({ page }: { page: LuckyEggPage }) {
  useSignals();
  const need = page.needGolds.value;
  const close = () => {
    page.needGolds.value = null;
  };
  return (
    <Dialog
      open={need !== null}
      onClose={close}
      title={t(NEED_GOLDS_TITLE)}
      actions={
        <button
          type="button"
          className="h5-button"
          data-testid="recharge"
          onClick={() => {
            close();
            openAppScreen(appScreenLink('recharge'));
          }}
        >
          {t('Recharge')}
        </button>
      }
    >
      <p>
        {need?.cost != null && need.golds != null
          ? t(NEED_GOLDS_TEXT, { cost: t(GOLDS, { n: need.cost }), golds: t(GOLDS, { n: need.golds }) })
          : t(NEED_GOLDS_SHORT)}
      </p>
    </Dialog>
  );
}
