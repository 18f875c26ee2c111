import { BrokenLink, readPromotionId } from '@h5/blocks/promotion';
import { type SscT1Info, sscRechargeExperiment, sscUpdateSwitchStatus } from '@h5/core-api/contracts/ssc';
import { Async, api, Page, type ScreenProps, t, toastError, useResource, useSingleFlight } from '@h5/ui-kit';
import { num } from '../ui.tsx';

export function Rebate({ query }: ScreenProps) {
  const promo = readPromotionId(query);
  return (
    <Page title={t('Recharge rebate')} className="bk-page">
      {promo ? <T1Panel promo={promo} /> : <BrokenLink />}
    </Page>
  );
}

function T1Panel({ promo }: { promo: string }) {
  const res = useResource(() => api().call(sscRechargeExperiment, { promo }), [promo]);
  const [flip, flipping] = useSingleFlight(async (info: SscT1Info) => {
    try {
      res.set(await api().call(sscUpdateSwitchStatus, { promo, switch: info.switch === 1 ? 0 : 1 }));
    } catch (e) {
      toastError(e);
    }
  }, 'rebate_switch');
  return (
    <Async r={res} height="4.4rem">
      {(info) => (
        <section className="h5-card bk-t1" data-testid="t1">
          <dl className="bk-t1-grid">
            <dt>{t('Rebate rate')}</dt>
            <dd dir="ltr">{info.recharge_rate}%</dd>
            <dt>{t('Recharged')}</dt>
            <dd>{num(info.recharge_total)}</dd>
            <dt>{t('Rebate')}</dt>
            <dd>{num(info.recharge_rebate)}</dd>
          </dl>
          <label className="bk-switch">
            <span>{t('Add the rebate to my game balance')}</span>
            <input
              type="checkbox"
              role="switch"
              aria-checked={info.switch === 1}
              checked={info.switch === 1}
              disabled={flipping}
              onChange={() => void flip(info)}
              data-testid="t1-switch"
            />
          </label>
        </section>
      )}
    </Async>
  );
}
