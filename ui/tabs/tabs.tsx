import { createContext, useContext } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { composeClassName } from '../lib/cn';
import { focusRingInset } from '../lib/focus-ring';

type TabsVariant = 'underline' | 'pill';
const TabsVariantContext = createContext<TabsVariant>('underline');

export const tabListVariants = cva(
  // Scrolls sideways when the tabs do not fit (the six order tabs on a 375 px phone).
  'flex overflow-x-auto [scrollbar-width:none] orientation-vertical:flex-col orientation-vertical:overflow-x-visible',
  {
    variants: {
      variant: {
        underline: 'border-b border-border orientation-vertical:border-b-0 orientation-vertical:border-e',
        pill: 'gap-2 p-0.5',
      },
    },
    defaultVariants: { variant: 'underline' },
  },
);

export const tabVariants = cva(
  [
    'relative flex shrink-0 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap text-base transition-colors select-none',
    focusRingInset,
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      variant: {
        // The selected tab is bold as well as coloured, so it does not rely on colour alone.
        underline: [
          'px-4 py-3 text-muted-foreground hover:text-foreground',
          'selected:font-semibold selected:text-primary',
          'after:absolute after:inset-x-4 after:bottom-0 after:h-0.5 after:rounded-pill after:bg-transparent selected:after:bg-primary',
        ],
        pill: [
          'rounded-pill border border-border bg-surface px-4 py-1.5 text-foreground hover:bg-muted',
          // primary-hover, not primary: brand red on the pale tint is below 4.5:1.
          'selected:border-primary selected:bg-primary-soft selected:font-semibold selected:text-primary-hover',
        ],
      },
    },
    defaultVariants: { variant: 'underline' },
  },
);

export interface TabsProps extends AriaTabsProps, VariantProps<typeof tabListVariants> {}

/** Tabs (SPEC.md §2: order tabs, login by phone or e-mail, coupon states). Arrow keys move, Home/End jump. */
export function Tabs({ variant, className, ...props }: TabsProps) {
  return (
    <TabsVariantContext.Provider value={variant ?? 'underline'}>
      <AriaTabs
        {...props}
        data-slot="tabs"
        className={composeClassName(className, 'flex flex-col orientation-vertical:flex-row')}
      />
    </TabsVariantContext.Provider>
  );
}

export type TabListProps<T> = AriaTabListProps<T>;

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const variant = useContext(TabsVariantContext);
  return (
    <AriaTabList
      {...props}
      data-slot="tab-list"
      className={composeClassName(className, tabListVariants({ variant }))}
    />
  );
}

export type TabProps = AriaTabProps;

export function Tab({ className, ...props }: TabProps) {
  const variant = useContext(TabsVariantContext);
  return (
    <AriaTab {...props} data-slot="tab" className={composeClassName(className, tabVariants({ variant }))} />
  );
}

export type TabPanelProps = AriaTabPanelProps;

export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      data-slot="tab-panel"
      className={composeClassName(className, ['flex-1 pt-4', focusRingInset].join(' '))}
    />
  );
}
