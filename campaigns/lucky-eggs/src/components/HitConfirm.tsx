import { ConfirmSheet } from '@h5/blocks/confirm-sheet';
import { GOLDS, t, useSignals } from '@h5/ui-kit';
import type { LuckyEggPage } from '../store.ts';

const CONFIRM_TEN_TITLE = 'Hit egg {n} 10 times?';
const TEN_HITS = '10 hits, one prize each';

/** The ten-hit's question: the server's price, what it gives, the golds left. */
export function HitConfirm({ page }: { page: LuckyEggPage }) {
  useSignals();
  const a = page.asked.value;
  return (
    <ConfirmSheet
      open={a !== null}
      title={a ? t(CONFIRM_TEN_TITLE, { n: a.egg }) : ''}
      spend={a?.cost != null ? t(GOLDS, { n: a.cost }) : null}
      receive={t(TEN_HITS)}
      balanceAfter={a?.balanceAfter != null ? t(GOLDS, { n: a.balanceAfter }) : undefined}
      confirmLabel={t('Hit 10 times')}
      pending={page.hitting.value !== null}
      onConfirm={() => void page.confirm()}
      onCancel={page.cancel}
    />
  );
}
