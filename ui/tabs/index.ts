export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  tabListVariants,
  tabVariants,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from './tabs';
