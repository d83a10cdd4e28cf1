import type { ReactNode } from 'react';
import {
  Switch as AriaSwitch,
  composeRenderProps,
  type SwitchProps as AriaSwitchProps,
} from 'react-aria-components';
import { composeClassName } from '../lib/cn';
import { groupFocusRing } from '../lib/focus-ring';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /** The label, before the track (the row reads "Use 300 coins  ◯"). */
  children?: ReactNode;
}

/**
 * An on/off setting that applies at once (order confirm's "use coins", SPEC.md §3
 * pointsDeductionSwitch): a RAC Switch, so Space toggles it and it reads as a switch. The track
 * draws the keyboard ring, as the checkbox's box does (the focus is on a hidden input).
 */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      data-slot="switch"
      className={composeClassName(
        className,
        'group flex cursor-pointer items-center justify-between gap-3 text-base text-foreground disabled:cursor-not-allowed disabled:text-muted-foreground',
      )}
    >
      {composeRenderProps(children, (label) => (
        <>
          <span className="min-w-0 flex-1 leading-normal break-words">{label}</span>
          <span
            data-slot="switch-track"
            className={[
              'flex h-6 w-11 shrink-0 items-center rounded-pill border-2 border-transparent bg-border-strong p-0.5 transition-colors',
              'group-selected:bg-primary group-disabled:bg-muted',
              groupFocusRing,
            ].join(' ')}
          >
            <span
              data-slot="switch-thumb"
              className="size-4 rounded-pill bg-surface shadow-sm transition-transform group-selected:translate-x-5 rtl:group-selected:-translate-x-5"
            />
          </span>
        </>
      ))}
    </AriaSwitch>
  );
}
