import { PrizeGrid } from '@h5/blocks/prize-grid';
import { Async, Dialog, t } from '@h5/ui-kit';
import type { LuckyEggPage } from '../store.ts';

/** Spec 2: the all-prizes popup, from the campaign's prize pool, each with its chance. */
export function PrizesDialog({
  page,
  open,
  onClose,
}: {
  page: LuckyEggPage;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={t('All prizes')} variant="sheet">
      <Async r={page.info} height="4rem">
        {(info) => (
          <PrizeGrid
            label={t('All prizes')}
            prizes={info.prize_list.map((p) => ({ key: p.id, name: p.name, icon: p.icon, chance: p.chance }))}
          />
        )}
      </Async>
    </Dialog>
  );
}
