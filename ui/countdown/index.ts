export { Countdown, countdownVariants, type CountdownProps } from './countdown';
export { formatCountdown, countdownDuration } from './format-countdown';
