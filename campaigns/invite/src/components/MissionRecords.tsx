// The rewards received, per type, paged.

import {
  getMissionRecords,
  type MissionRecord,
  RECORD_TYPES,
  type RecordType,
} from '@h5/core-api/contracts/invite';
import { formatDate } from '@h5/i18n';
import { InfiniteList, language, pagesOf, Tabs, t, useSignals } from '@h5/ui-kit';
import { useState } from 'react';
import { MISSION_TEXTS, RECORD_LABELS, rewardText } from '../missionTexts.ts';

export function MissionRecords({ currency }: { currency: string }) {
  useSignals();
  const [type, setType] = useState<RecordType>('checkin');
  const lang = language.value;
  return (
    <section className="h5-card">
      <h2 className="inv-h">{t(MISSION_TEXTS.records)}</h2>
      <Tabs
        label={t(MISSION_TEXTS.records)}
        active={type}
        onChange={setType}
        tabs={RECORD_TYPES.map((k) => ({ key: k, label: t(RECORD_LABELS[k]) }))}
      />
      <InfiniteList
        resetKey={type}
        load={pagesOf<{ type: RecordType; page: number }, MissionRecord>(getMissionRecords, { type })}
        itemKey={(r) => r.id}
        empty={<p className="h5-state">{t(MISSION_TEXTS.recordsEmpty)}</p>}
        renderItem={(r) => (
          <div className="inv-record-row" data-testid="record">
            <span className="inv-record-main">
              <bdi>{r.title}</bdi>
              <span className="h5-muted">{formatDate(lang, r.time, { dateStyle: 'medium' })}</span>
            </span>
            <span className="inv-amount">+{rewardText(r.reward, currency, lang)}</span>
          </div>
        )}
      />
    </section>
  );
}
