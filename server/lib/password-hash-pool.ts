import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { errorCatalogue } from '../../contract/errors';
import { DomainError } from './domain-error';

// Decision: one scrypt worker per core but one (at least one, at most two), and four waiting
// hashes at most. Each hash holds 128 MiB, so the pool bounds memory (≤ 256 MiB hashing) and
// always leaves a core to the main thread, which serves everything else; past the queue a password
// call answers 429 / 1101023 at once instead of piling up (finding 1).
export const HASH_POOL = {
  workers: Math.min(2, Math.max(1, os.availableParallelism() - 1)),
  maxWaiting: 4,
} as const;

export interface ScryptJob {
  password: string;
  salt: Buffer;
  keyBytes: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

interface Pending {
  job: ScryptJob;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
}

/**
 * scrypt on worker threads of its own, using scryptSync there: crypto.scrypt would run on libuv's
 * 4-thread pool, which zlib compression and file reads share, and six concurrent hashes froze the
 * whole shop. The workers are started on first use and do not keep the process alive.
 */
class ScryptPool {
  private slots: Slot[] = [];
  private waiting: Pending[] = [];
  private nextId = 0;

  /** False when a hash asked for now would be refused: callers refuse before any other work. */
  hasRoom(): boolean {
    return (
      this.slots.length < HASH_POOL.workers ||
      this.slots.some((slot) => !slot.busy) ||
      this.waiting.length < HASH_POOL.maxWaiting
    );
  }

  run(job: ScryptJob): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      const pending = { job, resolve, reject };
      const free = this.freeSlot();
      if (free) return this.start(free, pending);
      if (this.waiting.length >= HASH_POOL.maxWaiting)
        return reject(new DomainError(errorCatalogue.deviceNotSecure));
      this.waiting.push(pending);
    });
  }

  private freeSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => !slot.busy);
    if (idle) return idle;
    if (this.slots.length >= HASH_POOL.workers) return undefined;
    const worker = new Worker(new URL('./scrypt-worker.mjs', import.meta.url));
    worker.unref();
    const slot: Slot = { worker, busy: null };
    worker.on('message', (message: { key?: Uint8Array; error?: string }) => {
      const done = slot.busy;
      slot.busy = null;
      if (done) {
        if (message.key) done.resolve(Buffer.from(message.key));
        else done.reject(new Error(message.error ?? 'scrypt failed'));
      }
      const next = this.waiting.shift();
      if (next) this.start(slot, next);
    });
    worker.on('error', (error) => this.retire(slot, error));
    worker.on('exit', () => this.retire(slot, new Error('scrypt worker exited')));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, pending: Pending) {
    slot.busy = pending;
    slot.worker.postMessage({ id: this.nextId++, ...pending.job });
  }

  /** A dead worker fails its job and leaves the pool; the next call starts a fresh one. */
  private retire(slot: Slot, error: Error) {
    this.slots = this.slots.filter((other) => other !== slot);
    slot.busy?.reject(error);
    slot.busy = null;
    const next = this.waiting.shift();
    if (next) {
      const free = this.freeSlot();
      if (free) this.start(free, next);
      else this.waiting.unshift(next);
    }
  }
}

export const scryptPool = new ScryptPool();
