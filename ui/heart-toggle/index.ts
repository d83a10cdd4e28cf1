export { HeartToggle, type HeartToggleProps } from './heart-toggle';
