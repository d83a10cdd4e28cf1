import type { ReactNode, Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cn } from '../lib/cn';
import { focusRingInset } from '../lib/focus-ring';

export interface TabBarItem {
  /** Stable key, also what `currentId` names (e.g. "home", "cate", "cart", "me"). */
  id: string;
  /** Visible label, translated by the caller. */
  label: string;
  /** Decorative icon (lucide-react, aria-hidden); the label names the link. */
  icon: ReactNode;
  href: string;
  /** A count or dot over the icon (e.g. the cart count). Give it its own accessible text. */
  badge?: ReactNode;
  /** Runs on selection as well as navigating, e.g. scroll to the top on Cart or Me (SPEC.md §2). */
  onPress?: AriaLinkProps['onPress'];
}

export interface TabBarProps {
  /** The four tabs: the list is laid out in four columns before its tabs are read. */
  items: TabBarItem[];
  /** The id of the tab for the current page: marked `aria-current="page"`. */
  currentId?: string;
  /** Names the navigation landmark, e.g. "Main". */
  'aria-label': string;
  className?: string;
  /** The bar's `<nav>`: the app measures the bars that hold an edge of the viewport. */
  ref?: Ref<HTMLElement>;
}

/**
 * The mobile bottom navigation (Home, Categories, Cart, Me). Fixed to the bottom, padded for
 * the home indicator of notched phones (needs `viewport-fit=cover` in the page's meta viewport).
 * Layouts put a `TabBarSpacer` after their content so the bar never covers it.
 */
export function TabBar({ items, currentId, className, ...props }: TabBarProps) {
  return (
    <nav
      {...props}
      data-slot="tab-bar"
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)]',
        className,
      )}
    >
      {/* A column per tab and a tab's height from the list's first tag: a page read in parts (a
          server-drawn page on a slow phone) paints what it has read, and two of four tabs sharing
          the width were painted twice as wide, then moved. Four columns: the bar is SPEC.md §2's
          Home, Categories, Cart and Me (another count would need its own columns). */}
      <ul className="grid min-h-14 grid-cols-4">
        {items.map((item) => (
          <li key={item.id}>
            <TabBarLink item={item} isCurrent={item.id === currentId} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TabBarLink({ item, isCurrent }: { item: TabBarItem; isCurrent: boolean }) {
  return (
    <AriaLink
      href={item.href}
      onPress={item.onPress}
      aria-current={isCurrent ? 'page' : undefined}
      data-slot="tab-bar-link"
      className={cn(
        'relative flex h-14 flex-col items-center justify-center gap-0.5 px-1 text-muted-foreground no-underline',
        'cursor-pointer transition-colors pressed:bg-muted current:text-primary',
        focusRingInset,
      )}
    >
      <span data-slot="tab-bar-icon" className="flex size-6 items-center justify-center [&_svg]:size-6">
        {item.icon}
      </span>
      <span data-slot="tab-bar-label" className="max-w-full truncate text-xs leading-tight">
        {item.label}
      </span>
      {/* After the label in reading order ("Cart, 3 items"), drawn over the icon's corner. */}
      {item.badge && (
        <span data-slot="tab-bar-badge" className="absolute top-1 left-1/2 ml-1">
          {item.badge}
        </span>
      )}
    </AriaLink>
  );
}

/**
 * Keeps page content clear of the fixed bar: the bar's height plus the safe area. The cart page
 * makes it taller (SPEC.md §2) with a className, to clear its checkout bar too.
 */
export function TabBarSpacer({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-slot="tab-bar-spacer"
      className={cn('h-[calc(3.5rem+env(safe-area-inset-bottom))]', className)}
    />
  );
}
