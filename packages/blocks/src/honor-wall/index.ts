export {
  AsyncHonorWall,
  HONOR_TEXTS,
  type HonorEntry,
  type HonorStage,
  HonorWall,
  type HonorWallProps,
  stageDates,
} from './HonorWall.tsx';
