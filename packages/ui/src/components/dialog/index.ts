export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  dialogContentVariants,
  dialogSizeOptions,
} from './dialog.tsx';
export type { DialogContentProps, DialogSize } from './dialog.tsx';
