export {
  Popover,
  PopoverTrigger,
  HoverPopoverTrigger,
  popoverVariants,
  type PopoverProps,
  type HoverPopoverTriggerProps,
} from './popover';
