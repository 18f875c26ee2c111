export {
  WITHDRAW_TIMEOUT_SECONDS,
  WITHDRAWAL_TEXTS,
  type WithdrawalProblem,
  withdrawalProblem,
} from './withdrawalProblem.ts';
