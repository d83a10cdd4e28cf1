export { Toaster, toastVariants, type ToasterProps } from './toast';
export { ToasterOnDemand } from './toaster-on-demand';
export {
  toastQueue,
  showToast,
  createToastQueue,
  DEFAULT_TOAST_TIMEOUT,
  type ToastContent,
  type ToastVariant,
  type ToastQueue,
  type ToastOptions,
} from './toast-queue';
export { toastMessages } from './messages';
