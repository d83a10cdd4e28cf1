import { errorCatalogue } from '../../contract/errors';
import { DomainError } from './domain-error';

// Decision (ADR 014): at most 2 espeak-ng processes at once and 6 challenges waiting for one.
// A process costs a fork and ~20 ms of a core; on the 2-core machine two leave the server room,
// and past the queue an audio request answers 429 / 1101023 at once instead of piling up.
export const SPEECH_QUEUE = { running: 2, maxWaiting: 6 } as const;

/** Runs at most `running` jobs at once; past `maxWaiting` waiting jobs it refuses new ones. */
export class BoundedQueue {
  private active = 0;
  private waiting: (() => void)[] = [];

  constructor(private readonly limits: { running: number; maxWaiting: number } = SPEECH_QUEUE) {}

  /** False when a job asked for now would be refused: callers refuse before any other work. */
  hasRoom(): boolean {
    return this.active < this.limits.running || this.waiting.length < this.limits.maxWaiting;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.limits.running) {
      if (this.waiting.length >= this.limits.maxWaiting)
        throw new DomainError(errorCatalogue.deviceNotSecure);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next waiting job, so `active` never overshoots.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/** The process's one queue for speaking captchas. */
export const speechQueue = new BoundedQueue();
