import type { ScreenProps } from '@h5/ui-kit';
import { Room } from '../components/Room.tsx';

/** /live/share: a shared live room. */
export function LiveRoom(props: ScreenProps) {
  return <Room {...props} kind="live" />;
}
