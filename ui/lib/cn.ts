import { clsx, type ClassValue } from 'clsx';
import { composeRenderProps } from 'react-aria-components';
import { mergeClasses } from './merge-classes';

/** Joins class names, letting a later Tailwind class win over an earlier one (`p-2` then `p-4`). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

/** Merges a caller's className (string or RAC render-prop function) after the kit's own classes. */
export function composeClassName<T>(
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
  base: string | ((values: T) => string),
) {
  // RAC passes `defaultClassName` too; the kit's own classes never read it, so the narrower type is safe.
  const callerClassName = className as string | ((values: T) => string) | undefined;
  return composeRenderProps(callerClassName, (callerClassName, renderProps: T) =>
    cn(typeof base === 'function' ? base(renderProps) : base, callerClassName),
  );
}
