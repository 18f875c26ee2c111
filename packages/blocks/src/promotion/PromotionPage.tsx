// The one gate of a campaign page reached by promotion_id: a missing or malformed id and an
// unknown promotion each say so in a sentence with a way forward; a failed load offers one retry;
// otherwise the campaign renders, with the promotion as soon as it arrives and its phase.

import { bridge } from '@h5/bridge';
import { appScreenLink, isApiError } from '@h5/core-api';
import type { Promotion } from '@h5/core-api/contracts/general';
import { appInfo, ErrorState, openAppScreen, Page, type Resource, t, useSignals } from '@h5/ui-kit';
import type { ReactNode } from 'react';
import type { PhaseInfo } from './phase.ts';
import { BROKEN_LINK_MESSAGE, readPromotionId, UNKNOWN_PROMOTION_MESSAGE } from './promotionId.ts';
import { usePhase, usePromotion } from './usePromotion.ts';
import './styles.css';

export interface PromotionContext {
  id: string;
  promotion: Resource<Promotion>;
  /** Null until the promotion and the server's clock are known. */
  phase: PhaseInfo | null;
}

/** The server's answer for an id it does not know. */
const NOT_FOUND = 404;

export function PromotionPage({
  query,
  title,
  className,
  children,
}: {
  query: URLSearchParams;
  title: string;
  className?: string;
  children: (ctx: PromotionContext) => ReactNode;
}) {
  const id = readPromotionId(query);
  if (!id) {
    return (
      <Page title={title} className={className}>
        <BrokenLink />
      </Page>
    );
  }
  return (
    <Loaded id={id} title={title} className={className}>
      {children}
    </Loaded>
  );
}

function Loaded({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string | undefined;
  children: (ctx: PromotionContext) => ReactNode;
}) {
  useSignals();
  const promotion = usePromotion(id);
  const phase = usePhase(promotion.data.value);
  const err = promotion.error.value;
  if (err) {
    const unknown = isApiError(err) && (err.code === NOT_FOUND || err.status === NOT_FOUND);
    return (
      <Page title={title} className={className}>
        {unknown ? (
          <LinkProblem message={UNKNOWN_PROMOTION_MESSAGE} />
        ) : (
          <ErrorState error={err} onRetry={() => void promotion.load()} />
        )}
      </Page>
    );
  }
  return <>{children({ id, promotion, phase })}</>;
}

/** A link that cannot work: the reason, and a way on (back to the app, or the app itself). */
/** The way forward from a link that cannot work, in a browser. */
const OPEN_THE_APP = 'Open StarMaker';

export function LinkProblem({ message }: { message: string }) {
  useSignals();
  const inApp = appInfo().inApp;
  return (
    <div className="h5-state blk-link-problem" role="alert" data-testid="broken-link">
      <p>{t(message)}</p>
      {inApp ? (
        <button type="button" className="h5-button" onClick={() => void bridge.close()}>
          {t('Back to the app')}
        </button>
      ) : (
        // In a browser the campaigns are in the app: open it (or its store listing).
        <button type="button" className="h5-button" onClick={() => openAppScreen(appScreenLink('home'))}>
          {t(OPEN_THE_APP)}
        </button>
      )}
    </div>
  );
}

/** For pages that read promotion_id themselves (their calls carry it): the link lacks a usable one. */
export function BrokenLink() {
  return <LinkProblem message={BROKEN_LINK_MESSAGE} />;
}
