export {
  DRAW_ANIMATION_MS,
  DRAW_TEXTS,
  Draw,
  type DrawKind,
  type DrawPrize,
  type DrawProps,
  type DrawRecharge,
  type DrawTexts,
} from './Draw.tsx';
export { segmentAt, WHEEL_TURNS, wheelTurn } from './wheel.ts';
