export {
  CONFIRM_SHEET_TEXTS,
  ConfirmAction,
  type ConfirmActionProps,
  ConfirmSheet,
  type ConfirmSheetProps,
} from './ConfirmSheet.tsx';
