import type { ReactNode } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { Check } from 'lucide-react';
import { cn, focusRingInset } from '@pasar/ui';

export interface Choice<K extends string> {
  id: K;
  label: ReactNode;
  description?: ReactNode;
  lang?: string;
}

/**
 * A settings list where exactly one row is chosen (language, country). Decision: a
 * listbox whose choice takes a deliberate act (a press, Enter or Space), not a radio group: radios
 * select as the arrow keys move, and here a selection switches the whole shop's language or asks
 * to clear the cart, so arrowing through the rows switched the language at every step.
 */
export function ChoiceList<K extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: K;
  choices: Choice<K>[];
  onChange: (id: K) => void;
}) {
  return (
    <ListBox
      aria-label={label}
      selectionMode="single"
      // Arrow keys move the focus only; pressing a row (or Enter/Space on it) chooses it.
      selectionBehavior="toggle"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [id] = keys === 'all' ? [] : [...keys];
        if (id !== undefined && id !== value) onChange(id as K);
      }}
      className="divide-y divide-border rounded-lg bg-surface shadow-card outline-none"
    >
      {choices.map((choice) => (
        <ListBoxItem
          key={choice.id}
          id={choice.id}
          textValue={typeof choice.label === 'string' ? choice.label : choice.id}
          className={cn(
            'flex min-h-14 cursor-pointer items-center justify-between gap-3 px-4 py-3 selected:text-primary',
            focusRingInset,
          )}
        >
          {({ isSelected }) => (
            <>
              <span className="flex flex-col" lang={choice.lang}>
                <span className="font-medium">{choice.label}</span>
                {choice.description && (
                  <span className="text-sm text-muted-foreground">{choice.description}</span>
                )}
              </span>
              {isSelected && <Check aria-hidden="true" className="size-5 shrink-0" />}
            </>
          )}
        </ListBoxItem>
      ))}
    </ListBox>
  );
}
