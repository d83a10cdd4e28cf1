export { Select, SelectItem, selectTriggerVariants, type SelectProps } from './select';
export { selectMessages } from './messages';
