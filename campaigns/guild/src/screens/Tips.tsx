import type { ScreenProps } from '@h5/ui-kit';
import { TextList } from '../components/TextList.tsx';
import { TITLES } from '../routes.ts';
import { BROADCASTER_TIPS } from '../rules.ts';

/** Tips for broadcasters, open to visitors. */
export function Tips(_: ScreenProps) {
  return <TextList title={TITLES.tips} items={BROADCASTER_TIPS} art="gd-banner-tips" />;
}
