import type { HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const containerVariants = cva('mx-auto w-full max-w-container', {
  variants: {
    // Side padding while the viewport is narrower than the container; none once the 1200 px
    // column fits with room to spare, so desktop content lines up with the header exactly.
    padded: { true: 'px-3 desktop:px-4 min-[1232px]:px-0', false: '' },
  },
  defaultVariants: { padded: true },
});

type ContainerElement = 'div' | 'main' | 'section' | 'header' | 'footer' | 'nav';

export interface ContainerProps extends HTMLAttributes<HTMLElement>, VariantProps<typeof containerVariants> {
  /** The element to render, so a page's landmarks (main, header, footer) need no extra wrapper. */
  as?: ContainerElement;
}

/** The desktop layout's centred 1200 px column (SPEC.md §2, §9); full width on mobile. */
export function Container({ as: Element = 'div', padded, className, ...props }: ContainerProps) {
  return (
    <Element {...props} data-slot="container" className={cn(containerVariants({ padded }), className)} />
  );
}
