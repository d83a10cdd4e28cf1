export {
  Toaster,
  toastQueue,
  showToast,
  createToastQueue,
  toastVariants,
  DEFAULT_TOAST_TIMEOUT,
  type ToasterProps,
  type ToastContent,
  type ToastVariant,
  type ToastQueue,
  type ToastOptions,
} from './toast';
export { toastMessages } from './messages';
