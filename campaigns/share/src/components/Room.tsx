// A shared live or KTV room (/live/share, /ktv/share): its name, host and audience now, and
// joining it in the app; a closed room says so and still leads to its host.
import type { RoomKind, RoomShare } from '@h5/core-api/contracts/share';
import { type ScreenProps, t } from '@h5/ui-kit';
import { Img } from '@h5/ui-kit/image';
import { ROOM_READ } from '../reads.ts';
import { roomIdOf } from '../shareLink.ts';
import { OpenAppButton } from './OpenApp.tsx';
import { Person } from './People.tsx';
import { SharedPage } from './SharedPage.tsx';

const LIVE_TITLE = 'Live room';
const KTV_TITLE = 'KTV room';
const LIVE_NOW = 'Live now';
const ROOM_CLOSED = 'This room is closed now. Follow the host in the app to hear when it opens.';
const LISTENING = '{n, plural, one {# person listening} other {# people listening}}';
const JOIN_IN_APP = 'Join the room in the app';
const SEE_HOST = 'See the host in the app';

export function Room({ query, kind }: ScreenProps & { kind: RoomKind }) {
  return (
    <SharedPage
      title={kind === 'live' ? LIVE_TITLE : KTV_TITLE}
      id={roomIdOf(query)}
      target={(id) => ({ screen: kind, id })}
      read={(room_id, client) => client.call(ROOM_READ.call, { kind, room_id })}
      height="8rem"
    >
      {(room) => <RoomView room={room} />}
    </SharedPage>
  );
}

function RoomView({ room }: { room: RoomShare }) {
  return (
    <>
      <section className="h5-card sh-room" data-testid="room" data-open={room.is_open}>
        <span className="sh-room-cover">
          <Img src={room.cover_image} alt="" width={328} height={200} eager />
          {room.is_open ? <span className="sh-badge sh-live">{t(LIVE_NOW)}</span> : null}
        </span>
        <h2 className="sh-song" data-user-text="" dir="auto">
          {room.title}
        </h2>
        <Person user={room.host} />
        <p className="sh-muted">{room.is_open ? t(LISTENING, { n: room.online_num }) : t(ROOM_CLOSED)}</p>
      </section>
      {room.is_open ? (
        <OpenAppButton target={{ screen: room.kind, id: room.id }} label={JOIN_IN_APP} />
      ) : (
        <OpenAppButton target={{ screen: 'profile', id: String(room.host.id) }} label={SEE_HOST} />
      )}
    </>
  );
}
