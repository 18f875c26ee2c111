import { BrokenLink, readPromotionId } from '@h5/blocks/promotion';
import { type SscDrawn, type SscMyRecord, sscMyRecord } from '@h5/core-api/contracts/ssc';
import { InfiniteList, Page, pagesOf, type ScreenProps, Tabs, t } from '@h5/ui-kit';
import { useMemo, useState } from 'react';
import { RECORDS_READ } from '../reads.ts';
import { num } from '../ui.tsx';

type Tab = 'draws' | 'mine';

export function Records({ query }: ScreenProps) {
  const promo = readPromotionId(query);
  const [tab, setTab] = useState<Tab>('draws');
  return (
    <Page title={t('Records')} className="bk-page">
      {promo ? (
        <>
          <Tabs
            label={t('Records')}
            tabs={[
              { key: 'draws', label: t('Draws') },
              { key: 'mine', label: t('My bets') },
            ]}
            active={tab}
            onChange={setTab}
          />
          {tab === 'draws' ? <Draws promo={promo} /> : <MyBets promo={promo} />}
        </>
      ) : (
        <BrokenLink />
      )}
    </Page>
  );
}

function Draws({ promo }: { promo: string }) {
  const load = useMemo(() => pagesOf(RECORDS_READ.call, { promo }), [promo]);
  return (
    <InfiniteList<SscDrawn>
      className="bk-records"
      load={load}
      resetKey={promo}
      itemKey={(d) => d.round_id}
      empty={t('No round has been drawn yet.')}
      renderItem={(d) => (
        <div className="bk-record" data-testid="draw-row">
          <bdi>{d.code}</bdi>
          <span>{d.result_name}</span>
        </div>
      )}
    />
  );
}

function MyBets({ promo }: { promo: string }) {
  const load = useMemo(() => pagesOf(sscMyRecord, { promo }), [promo]);
  return (
    <InfiniteList<SscMyRecord>
      className="bk-records"
      load={load}
      resetKey={promo}
      itemKey={(d) => `${d.round_id}-${d.bet_id}`}
      empty={t('You have not bet yet.')}
      renderItem={(d) => (
        <div className="bk-record" data-testid="my-row">
          <bdi>{d.code}</bdi>
          <span>
            {d.bet_name} · {num(d.amount)}
          </span>
          <span className={d.win > 0 ? 'bk-win' : 'h5-muted'}>
            {d.result === null ? t('Open') : d.win > 0 ? t('Won {win}', { win: num(d.win) }) : t('Lost')}
          </span>
        </div>
      )}
    />
  );
}
