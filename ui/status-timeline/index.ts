export {
  StatusTimeline,
  statusTimelineVariants,
  stepState,
  type StatusTimelineProps,
  type StatusTimelineStep,
  type StatusTimelineStepState,
} from './status-timeline';
