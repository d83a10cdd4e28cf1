export {
  Dialog,
  DialogCloseButton,
  DialogFooter,
  DialogTrigger,
  dialogVariants,
  modalOverlayClassName,
  type DialogProps,
  type DialogApi,
} from './dialog';
export { dialogMessages } from './messages';
