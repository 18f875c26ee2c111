// The card as its receiver sees it: the template's art, the message (the sender's own words, with
// the offer to translate them), the sender and the recording it carries, which plays in place (the
// share text promises the song can be heard).

import { AudioPlayer } from '@h5/blocks/audio-player';
import type { ValentineCard } from '@h5/core-api/contracts/valentine';
import { TranslatableText, t } from '@h5/ui-kit';
import { Avatar, UserName } from '@h5/ui-kit/identity';
import { Img } from '@h5/ui-kit/image';
import { TEMPLATES } from '../templates.ts';

const FROM = 'From';

export function CardFace({ card }: { card: ValentineCard }) {
  return (
    <article className={`val-card ${TEMPLATES[card.template_type].className}`} data-testid="card">
      <p className="val-card-from">
        <Avatar src={card.from.avatar} size={40} />
        <span>{t(FROM)}</span>
        <UserName name={card.from.stage_name} />
      </p>
      <p className="val-card-message" data-testid="card-message">
        <TranslatableText text={card.message} />
      </p>
      <div className="val-card-song">
        <Img src={card.recording.cover_image} alt="" width={48} height={48} />
        <span>
          <b translate="no">{card.recording.song.title}</b>
          <span translate="no">{card.recording.song.artist}</span>
        </span>
        <AudioPlayer
          id={card.recording.id}
          src={card.recording.media_url}
          title={card.recording.song.title}
          className="val-card-play"
        />
      </div>
    </article>
  );
}
