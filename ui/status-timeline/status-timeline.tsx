import type { OlHTMLAttributes, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export interface StatusTimelineStep {
  /** Stable key, also what `currentStep` names. */
  id: string;
  /** "Parcel handed to the courier" (translated by the caller). */
  title: ReactNode;
  /** Already formatted by the caller (DD/MM/YYYY HH:mm:ss), or absent for a step not reached. */
  time?: string;
  /** Optional detail under the title: a courier hub, a failure reason, a return deadline. */
  description?: ReactNode;
}

export type StatusTimelineStepState = 'complete' | 'current' | 'upcoming';

/** Steps before the current one are complete, the ones after it upcoming. */
export function stepState(index: number, currentIndex: number): StatusTimelineStepState {
  if (currentIndex < 0) return 'upcoming';
  if (index < currentIndex) return 'complete';
  return index === currentIndex ? 'current' : 'upcoming';
}

export const statusTimelineVariants = cva('m-0 flex list-none p-0', {
  variants: {
    orientation: {
      // Tracking and after-sales history: one step per row, line down the left.
      vertical: 'flex-col',
      // A short progress header (applied → reviewed → refunded): steps side by side.
      horizontal: 'flex-row items-start',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

const markerTone = {
  primary: 'border-primary bg-primary ring-primary-soft',
  success: 'border-success bg-success ring-success-soft',
  error: 'border-error bg-error ring-error-soft',
} as const;

export interface StatusTimelineProps
  extends Omit<OlHTMLAttributes<HTMLOListElement>, 'children'>, VariantProps<typeof statusTimelineVariants> {
  steps: StatusTimelineStep[];
  /** The id of the step the order or request is at now; marked `aria-current="step"`. */
  currentStep?: string;
  /** Colour of the current step: error for a failed after-sales request, success when done. */
  currentTone?: keyof typeof markerTone;
  /** Names the list for screen readers, e.g. "Shipment progress". */
  'aria-label'?: string;
}

/** Ordered steps with their times: an `<ol>`, with the current step marked for assistive tech. */
export function StatusTimeline({
  steps,
  currentStep,
  currentTone = 'primary',
  orientation,
  className,
  ...props
}: StatusTimelineProps) {
  const currentIndex = steps.findIndex((step) => step.id === currentStep);
  const vertical = (orientation ?? 'vertical') === 'vertical';
  return (
    <ol
      {...props}
      data-slot="status-timeline"
      className={cn(statusTimelineVariants({ orientation }), className)}
    >
      {steps.map((step, index) => {
        const state = stepState(index, currentIndex);
        const last = index === steps.length - 1;
        return (
          <li
            key={step.id}
            data-slot="status-timeline-step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className={cn(
              'relative flex min-w-0',
              vertical ? 'gap-3 pb-5 last:pb-0' : 'flex-1 flex-col items-center gap-2 px-1 text-center',
            )}
          >
            {/* The connecting line: solid up to the current step, dashed after it. */}
            {!last && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute',
                  vertical ? 'top-4 bottom-0 left-[5px] w-0.5' : 'top-[5px] left-1/2 h-0.5 w-full',
                  state === 'complete' ? 'bg-primary' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden="true"
              data-slot="status-timeline-marker"
              className={cn(
                'relative z-10 mt-1 size-3 shrink-0 rounded-pill border-2',
                state === 'complete' && 'border-primary bg-surface',
                state === 'current' && cn('ring-4', markerTone[currentTone]),
                // Upcoming steps are hollow and grey: shape as well as colour tells them apart.
                state === 'upcoming' && 'border-border-strong bg-surface',
                !vertical && 'mt-0',
              )}
            />
            <div className={cn('flex min-w-0 flex-col gap-0.5', !vertical && 'items-center')}>
              <span
                data-slot="status-timeline-title"
                className={cn(
                  'break-words text-sm',
                  state === 'current' ? 'font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                {step.title}
              </span>
              {step.description && (
                <span
                  data-slot="status-timeline-description"
                  className="break-words text-xs text-muted-foreground"
                >
                  {step.description}
                </span>
              )}
              {step.time && (
                <span data-slot="status-timeline-time" className="text-xs tabular-nums text-muted-foreground">
                  {step.time}
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
