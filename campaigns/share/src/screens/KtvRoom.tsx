import type { ScreenProps } from '@h5/ui-kit';
import { Room } from '../components/Room.tsx';

/** /ktv/share: a shared KTV room. */
export function KtvRoom(props: ScreenProps) {
  return <Room {...props} kind="ktv" />;
}
