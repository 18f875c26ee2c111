// /v/valentine-card/card/:id: a saved card, open to anyone with its link; shared from here; its
// sender may edit it, anyone may make their own.

import { type ShareFields, share } from '@h5/blocks/share';
import type { ValentineCard } from '@h5/core-api/contracts/valentine';
import { Async, api, Link, type NotFoundProps, Page, type ScreenProps, t, useResource } from '@h5/ui-kit';
import { CardFace } from '../components/CardFace.tsx';
import { CARD_READ } from '../reads.ts';
import { TITLES } from '../routes.ts';

export const VIEW_TEXTS = {
  share: 'Share this card',
  edit: 'Edit card',
  own: 'Make your own card',
  shareTitle: 'A valentine card for you',
  shareDesc: 'Open it to hear the song I sang for you.',
  gone: 'This card does not exist. You can make your own.',
} as const;

/** A card the server does not have (deleted, or a mistyped link): making one's own instead. */
const CARD_GONE: NotFoundProps = {
  text: VIEW_TEXTS.gone,
  wayOn: { to: '/v/valentine-card', label: VIEW_TEXTS.own },
};

function shareFields(card: ValentineCard): ShareFields {
  return {
    title: t(VIEW_TEXTS.shareTitle),
    share_title: t(VIEW_TEXTS.shareTitle),
    share_desc: t(VIEW_TEXTS.shareDesc),
    share_cover: card.recording.cover_image,
    share_link: `/v/valentine-card/card/${encodeURIComponent(card.card_id)}`,
    slogan: t(VIEW_TEXTS.shareDesc),
    is_share_copy: false,
  };
}

export function ViewCard({ params }: ScreenProps) {
  const id = params.id ?? '';
  const card = useResource(() => api().call(CARD_READ.call, { id }), [id]);
  return (
    <Page title={t(TITLES.card)} className="val-page">
      <Async r={card} height="7rem" notFound={CARD_GONE}>
        {(c) => (
          <>
            <CardFace card={c} />
            <div className="val-actions">
              <button
                type="button"
                className="h5-button"
                onClick={() => void share(shareFields(c))}
                data-testid="share"
              >
                {t(VIEW_TEXTS.share)}
              </button>
              {c.mine ? (
                <Link
                  to="/v/valentine-card"
                  query={{ card_id: c.card_id }}
                  className="h5-button h5-button-secondary"
                  testId="edit-card"
                >
                  {t(VIEW_TEXTS.edit)}
                </Link>
              ) : (
                <Link to="/v/valentine-card" className="h5-button h5-button-secondary" testId="make-own">
                  {t(VIEW_TEXTS.own)}
                </Link>
              )}
            </div>
          </>
        )}
      </Async>
    </Page>
  );
}
