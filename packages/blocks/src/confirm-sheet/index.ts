export { CONFIRM_SHEET_TEXTS, ConfirmSheet, type ConfirmSheetProps } from './ConfirmSheet.tsx';
