import type { ScreenProps } from '@h5/ui-kit';
import { TextList } from '../components/TextList.tsx';
import { TITLES } from '../routes.ts';
import { GUILD_RULES } from '../rules.ts';

/** The guild's rules, open to visitors. */
export function Rule(_: ScreenProps) {
  return <TextList title={TITLES.rule} items={GUILD_RULES} art="gd-banner-rules" />;
}
