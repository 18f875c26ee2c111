export {
  AudioPlayer,
  type AudioPlayerProps,
  CANNOT_PLAY,
  nowPlaying,
  PLAYER_LABELS,
  type PlayPhase,
  stopAudio,
  toggleAudio,
} from './AudioPlayer.tsx';
