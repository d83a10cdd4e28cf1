import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import { Heart } from 'lucide-react';
import { cn, composeClassName } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export interface HeartToggleProps extends Omit<
  AriaToggleButtonProps,
  'aria-label' | 'children' | 'isSelected' | 'defaultSelected'
> {
  /**
   * Required, and the same whether on or off ("Save to wishlist", "Simpan ke Favorit"): the state
   * is aria-pressed's, so the name never says the opposite of it. On a card, name the product too.
   */
  'aria-label': string;
  /** Saved: the heart is filled. */
  isSelected: boolean;
  /**
   * A change is on its way (the server has not answered): the heart shows the state asked for,
   * dimmed and pulsing, keeps its focus, and ignores presses until it settles.
   */
  isPending?: boolean;
  /** sm on a product card (over its picture), md on the product page. */
  size?: 'sm' | 'md';
  className?: string;
}

const sizes = {
  sm: 'size-9 [&_svg]:size-5',
  md: 'size-11 [&_svg]:size-6',
} as const;

/**
 * The wishlist's heart: a toggle button (aria-pressed) that is off (outline), on (filled), pending
 * (a change on its way) or disabled. It sits on a white disc so it reads over any picture.
 */
export function HeartToggle({
  isSelected,
  isPending = false,
  size = 'sm',
  className,
  onChange,
  ...props
}: HeartToggleProps) {
  return (
    <AriaToggleButton
      {...props}
      isSelected={isSelected}
      onChange={isPending ? undefined : onChange}
      data-slot="heart-toggle"
      data-pending={isPending || undefined}
      className={composeClassName(
        className,
        cn(
          'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-pill bg-surface/90 text-muted-foreground shadow-card transition-colors select-none',
          'hover:text-primary selected:text-primary',
          'disabled:cursor-not-allowed disabled:opacity-50',
          'data-[pending]:cursor-progress data-[pending]:opacity-70 motion-safe:data-[pending]:animate-pulse',
          '[&_svg]:pointer-events-none',
          focusRing,
          sizes[size],
        ),
      )}
    >
      {({ isSelected: on }) => (
        <Heart aria-hidden="true" fill={on ? 'currentColor' : 'none'} strokeWidth={2} />
      )}
    </AriaToggleButton>
  );
}
