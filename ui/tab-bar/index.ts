export { TabBar, TabBarSpacer, type TabBarItem, type TabBarProps } from './tab-bar';
