export { CLIMB_TEXTS, Climb, type ClimbAction } from './Climb.tsx';
