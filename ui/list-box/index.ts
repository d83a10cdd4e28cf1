export {
  ListBox,
  ListBoxItem,
  listBoxItemClassName,
  type ListBoxProps,
  type ListBoxItemProps,
} from './list-box';
