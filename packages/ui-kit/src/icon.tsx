// The pages' one icon set: Lucide's (lucide-react, ISC; docs/decisions/icon-set.md), behind this
// door so a page names an icon by what it means and never imports the package. Each icon is its
// own module, so a page carries only those it draws; they are sized in em, so an icon takes the
// place of the character it replaces. The directional ones (back, forward) are mirrored in a
// right-to-left page by the stylesheet (.h5-icon-mirror), wherever they stand.

import type { LucideIcon, LucideProps } from 'lucide-react';
import {
  BadgeCheck,
  Check,
  ChevronLeft,
  ChevronRight,
  CircleHelp,
  Crown,
  LoaderCircle,
  MessageSquareText,
  Pause,
  Play,
  RotateCcw,
  Share2,
  Trash2,
  X,
} from 'lucide-react';

export type IconProps = Omit<LucideProps, 'ref'>;

function door(Glyph: LucideIcon, mirror = false) {
  const name = mirror ? 'h5-icon h5-icon-mirror' : 'h5-icon';
  return function Icon({ className, size = '1em', ...props }: IconProps) {
    return (
      <Glyph
        aria-hidden={props['aria-label'] ? undefined : true}
        {...props}
        size={size}
        className={className ? `${name} ${className}` : name}
      />
    );
  };
}

/** Back: points to the start edge (left, right in a right-to-left page). */
export const BackIcon = door(ChevronLeft, true);
/** Forward (a row that opens more): points to the end edge. */
export const ForwardIcon = door(ChevronRight, true);
export const CloseIcon = door(X);
export const CheckIcon = door(Check);
export const ShareIcon = door(Share2);
export const PlayIcon = door(Play);
export const PauseIcon = door(Pause);
export const ReplayIcon = door(RotateCcw);
export const LoadingIcon = door(LoaderCircle);
export const CrownIcon = door(Crown);
export const VerifiedIcon = door(BadgeCheck);
export const ChatIcon = door(MessageSquareText);
export const TrashIcon = door(Trash2);
export const HelpIcon = door(CircleHelp);
