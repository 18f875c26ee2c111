export { PHASE_TEXTS, PhaseBanner, type PhaseTexts } from './PhaseBanner.tsx';
