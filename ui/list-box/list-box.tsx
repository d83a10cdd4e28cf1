import {
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  composeRenderProps,
  type ListBoxItemProps as AriaListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
} from 'react-aria-components';
import { Check } from 'lucide-react';
import { composeClassName } from '../lib/cn';
import { focusRingInset } from '../lib/focus-ring';

// The option list shared by Select and ComboBox (and usable alone, e.g. a sort menu).

export type ListBoxProps<T> = AriaListBoxProps<T>;

export function ListBox<T extends object>({ className, ...props }: ListBoxProps<T>) {
  return (
    <AriaListBox
      {...props}
      data-slot="list-box"
      className={composeClassName(
        className,
        'flex max-h-[inherit] flex-col gap-0.5 overflow-auto p-1 outline-none',
      )}
    />
  );
}

export const listBoxItemClassName = [
  'group/item relative flex cursor-default items-center gap-2 rounded px-3 py-2 text-base text-foreground select-none',
  'hover:bg-muted focus:bg-muted',
  focusRingInset,
  'selected:font-semibold selected:text-primary',
  'disabled:cursor-not-allowed disabled:text-muted-foreground',
].join(' ');

export type ListBoxItemProps<T> = AriaListBoxItemProps<T>;

/** An option; a check mark shows the selected one (colour alone would not say it). */
export function ListBoxItem<T extends object>({ className, children, ...props }: ListBoxItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaListBoxItem
      {...props}
      textValue={textValue}
      data-slot="list-box-item"
      className={composeClassName(className, listBoxItemClassName)}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className="min-w-0 flex-1 break-words">{content}</span>
          {isSelected && <Check aria-hidden className="size-4 shrink-0" />}
        </>
      ))}
    </AriaListBoxItem>
  );
}
