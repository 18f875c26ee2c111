export { BrokenLink, LinkProblem, type PromotionContext, PromotionPage } from './PromotionPage.tsx';
export { type PhaseInfo, promotionPhase } from './phase.ts';
export {
  BROKEN_LINK_MESSAGE,
  PROMOTION_ID_PATTERN,
  readPromotionId,
  UNKNOWN_PROMOTION_MESSAGE,
} from './promotionId.ts';
export { usePhase, usePromotion } from './usePromotion.ts';
