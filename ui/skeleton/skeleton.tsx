import type { HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const skeletonVariants = cva('block bg-muted motion-safe:animate-pulse', {
  variants: {
    shape: {
      rect: 'rounded',
      // One line of body text: 1em tall, so it follows the surrounding font size.
      text: 'h-[1em] w-full rounded-sm',
      circle: 'aspect-square rounded-pill',
    },
  },
  defaultVariants: { shape: 'rect' },
});

export interface SkeletonProps
  extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof skeletonVariants> {}

/**
 * A grey placeholder in the shape of content that is loading (SPEC.md §9: 6 placeholders in the
 * feed). Hidden from screen readers; the region that loads should carry `aria-busy` and a label.
 */
export function Skeleton({ shape, className, ...props }: SkeletonProps) {
  return (
    <span
      {...props}
      aria-hidden="true"
      data-slot="skeleton"
      className={cn(skeletonVariants({ shape }), className)}
    />
  );
}

export interface SkeletonTextProps extends HTMLAttributes<HTMLSpanElement> {
  /** Number of lines; the last one is shorter, like the end of a paragraph. */
  lines?: number;
}

export function SkeletonText({ lines = 3, className, ...props }: SkeletonTextProps) {
  return (
    <span
      {...props}
      aria-hidden="true"
      data-slot="skeleton-text"
      className={cn('flex flex-col gap-2', className)}
    >
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          key={index}
          shape="text"
          className={index === lines - 1 && lines > 1 ? 'w-3/5' : undefined}
        />
      ))}
    </span>
  );
}
