export { Sheet, SheetTrigger, type SheetProps } from './sheet';
