import type { MouseEvent, PointerEvent, ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  composeRenderProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { composeClassName } from '../lib/cn';
import { groupFocusRing } from '../lib/focus-ring';

export const checkboxBoxVariants = cva(
  [
    'flex shrink-0 items-center justify-center rounded-sm border-2 border-border-strong bg-surface text-primary-foreground transition-colors',
    'group-selected:border-primary group-selected:bg-primary group-indeterminate:border-primary group-indeterminate:bg-primary',
    'group-pressed:border-primary',
    'group-invalid:border-error-border',
    groupFocusRing,
    'group-disabled:border-border group-disabled:bg-muted group-disabled:text-muted-foreground',
    '[&_svg]:size-[85%]',
  ],
  {
    variants: {
      size: { sm: 'size-4', md: 'size-5' },
      // A round box for "select all" and item rows in the cart, as shoppers know it from Shopee.
      shape: { square: '', round: 'rounded-pill' },
    },
    defaultVariants: { size: 'md', shape: 'square' },
  },
);

export interface CheckboxProps
  extends Omit<AriaCheckboxProps, 'children'>, VariantProps<typeof checkboxBoxVariants> {
  /**
   * The label. It may contain Links (the agreement: "I agree to the <Link>User Agreement</Link>…"):
   * they stay separate tab stops, and pressing one opens it without ticking the box.
   */
  children?: ReactNode;
}

const interactiveSelector = 'a[href], button, input, select, textarea, [role="link"], [role="button"]';

function interactiveTarget(event: MouseEvent | PointerEvent) {
  const hit = (event.target as Element).closest?.(interactiveSelector);
  return hit && event.currentTarget.contains(hit) ? hit : null;
}

// The label is a RAC press target that toggles the box. A press that starts on a link inside
// it belongs to the link alone, so it must not reach the label.
function stopFromInteractive(event: MouseEvent | PointerEvent) {
  if (interactiveTarget(event)) event.stopPropagation();
}

// Bubble phase: a plain <a href> click must not reach the label, whose handler would
// preventDefault it (cancelling the navigation) and toggle the box.
function stopClickFromInteractive(event: MouseEvent) {
  if (interactiveTarget(event)) event.stopPropagation();
}

// Capture phase, before the link's own handlers (a RAC Link stops propagation of its click): a
// RAC Link without href is a <span role="link">, and a click on a span inside a <label> makes the
// browser click the hidden input. A native <a href> or <button> is exempt from that already, and
// cancelling its click would cancel its navigation, so only the others are cancelled.
function cancelLabelActivation(event: MouseEvent) {
  const hit = interactiveTarget(event);
  if (hit && !hit.matches('a[href], button, input, select, textarea')) event.preventDefault();
}

/** A checkbox with its label; `isIndeterminate` for a partly selected "select all". */
export function Checkbox({ size, shape, className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      data-slot="checkbox"
      className={composeClassName(
        className,
        'group flex items-start gap-2 text-base text-foreground cursor-pointer disabled:cursor-not-allowed disabled:text-muted-foreground',
      )}
    >
      {composeRenderProps(children, (label, { isSelected, isIndeterminate }) => (
        <>
          {/* The box centres on the first line of a label that may wrap to several. */}
          <span className="flex h-[1.5em] shrink-0 items-center">
            <span data-slot="checkbox-box" className={checkboxBoxVariants({ size, shape })}>
              {isIndeterminate ? (
                <Minus aria-hidden strokeWidth={3} />
              ) : isSelected ? (
                <Check aria-hidden strokeWidth={3} />
              ) : null}
            </span>
          </span>
          {label !== undefined && label !== null && (
            // The handlers add no interaction of their own: they only keep presses on links inside
            // the label from reaching the label, so the span needs no role or key handler.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
            <span
              className="min-w-0 leading-normal break-words"
              onPointerDown={stopFromInteractive}
              onMouseDown={stopFromInteractive}
              onPointerUp={stopFromInteractive}
              onClick={stopClickFromInteractive}
              onClickCapture={cancelLabelActivation}
            >
              {label}
            </span>
          )}
        </>
      ))}
    </AriaCheckbox>
  );
}
