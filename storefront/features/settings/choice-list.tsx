import type { ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { Check } from 'lucide-react';
import { cn, focusRingInset } from '@pasar/ui';

export interface Choice<K extends string> {
  id: K;
  label: ReactNode;
  description?: ReactNode;
  lang?: string;
}

/** A settings list where exactly one row is chosen (language, country): a radio group of rows. */
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
    <RadioGroup
      aria-label={label}
      value={value}
      onChange={(id) => onChange(id as K)}
      className="divide-y divide-border rounded-lg bg-surface shadow-card"
    >
      {choices.map((choice) => (
        <Radio
          key={choice.id}
          value={choice.id}
          lang={choice.lang}
          className={cn(
            'flex min-h-14 cursor-pointer items-center justify-between gap-3 px-4 py-3 selected:text-primary',
            focusRingInset,
          )}
        >
          {({ isSelected }) => (
            <>
              <span className="flex flex-col">
                <span className="font-medium">{choice.label}</span>
                {choice.description && (
                  <span className="text-sm text-muted-foreground">{choice.description}</span>
                )}
              </span>
              {isSelected && <Check aria-hidden="true" className="size-5 shrink-0" />}
            </>
          )}
        </Radio>
      ))}
    </RadioGroup>
  );
}
