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

type IconProps = Omit<LucideProps, 'ref'>;

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
export const BackIcon = /* @__PURE__ */ door(ChevronLeft, true);
/** Forward (a row that opens more): points to the end edge. */
export const ForwardIcon = /* @__PURE__ */ door(ChevronRight, true);
export const CloseIcon = /* @__PURE__ */ door(X);
export const CheckIcon = /* @__PURE__ */ door(Check);
export const ShareIcon = /* @__PURE__ */ door(Share2);
export const PlayIcon = /* @__PURE__ */ door(Play);
export const PauseIcon = /* @__PURE__ */ door(Pause);
export const ReplayIcon = /* @__PURE__ */ door(RotateCcw);
export const LoadingIcon = /* @__PURE__ */ door(LoaderCircle);
export const CrownIcon = /* @__PURE__ */ door(Crown);
export const VerifiedIcon = /* @__PURE__ */ door(BadgeCheck);
export const ChatIcon = /* @__PURE__ */ door(MessageSquareText);
export const TrashIcon = /* @__PURE__ */ door(Trash2);
export const HelpIcon = /* @__PURE__ */ door(CircleHelp);
