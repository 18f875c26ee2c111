// Other recordings on a share page (covers, popular, trending, collabs, a playlist, a profile):
// each opens its own share page.
import type { RecordCard } from '@h5/core-api/contracts/share';
import { Link, language, t, useSignals } from '@h5/ui-kit';
import { UserName } from '@h5/ui-kit/identity';
import { Img } from '@h5/ui-kit/image';
import { shortCount } from '../counts.ts';
import { isChorusInvite } from '../mediaType.ts';

export const LISTENS = '{n, plural, one {{count} listen} other {{count} listens}}';
const CHORUS_BADGE = 'Chorus invite';

export function RecordGrid({
  title,
  records,
  testId,
}: {
  title: string;
  records: RecordCard[];
  testId: string;
}) {
  useSignals();
  if (records.length === 0) return null;
  return (
    <section className="h5-card" data-testid={testId}>
      <h2 className="sh-section-title">{t(title)}</h2>
      <ul className="sh-grid">
        {records.map((r) => (
          <li key={r.id}>
            <Link to={`/v/share?recording_id=${r.id}`} className="sh-tile" testId="record-tile">
              <span className="sh-tile-cover">
                <Img src={r.cover_image} alt="" width={150} height={150} />
                {isChorusInvite(r.media_type) ? <span className="sh-badge">{t(CHORUS_BADGE)}</span> : null}
              </span>
              <strong className="sh-tile-song" translate="no">
                {r.song_name}
              </strong>
              <UserName name={r.user.name} className="sh-tile-singer" />
              <span className="sh-muted">{t(LISTENS, shortCount(language.value, r.listen_num))}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
