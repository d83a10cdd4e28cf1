export { Tooltip, TooltipTrigger, type TooltipProps, type TooltipTriggerProps } from './tooltip';
