export { ConfirmByTypingDialog, confirmByTypingActions } from './confirm-by-typing-dialog.tsx';
export type {
  ConfirmByTypingDialogProps,
  ConfirmByTypingAction,
} from './confirm-by-typing-dialog.tsx';
