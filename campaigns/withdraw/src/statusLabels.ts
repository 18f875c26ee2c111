import type { ApplyStatus } from '@h5/core-api/contracts/finance';

/** What each application status reads as. */
export const STATUS_LABELS: Record<ApplyStatus, string> = {
  pending: 'Under review',
  paid: 'Paid',
  rejected: 'Rejected',
};
