import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobs, startJobs, type Job, type JobDeps } from './jobs';
import { createLogger } from './lib/logger';

const deps = { clock: { now: () => new Date('2026-11-27T00:00:00Z') } } as unknown as JobDeps;

describe('the jobs table', () => {
  afterEach(() => vi.useRealTimers());

  it('names each job once, and none runs more often than every 15 s', () => {
    expect(new Set(jobs.map((job) => job.name)).size).toBe(jobs.length);
    for (const job of jobs) expect(job.everyMs).toBeGreaterThanOrEqual(15_000);
  });

  it('starts a run on each turn, never a second while the first is still going, and stops', async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const logger = createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => lines.push(line) });
    let finish: (moved: number) => void = () => {};
    const run = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const job: Job = { name: 'test job', everyMs: 1_000, run };
    const stop = startJobs([job], deps, logger);

    await vi.advanceTimersByTimeAsync(3_500);
    expect(run).toHaveBeenCalledTimes(1);
    finish(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ job: 'test job', moved: 2, msg: 'Job moved records' }),
    );

    // Stopping waits for the run under way (a shutdown closes the database after it), then no more.
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);
    finish(0);
    await stopping;
    expect(stopped).toBe(true);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run and runs again on the next turn', async () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const logger = createLogger({ LOG_LEVEL: 'info' }, { write: (line: string) => lines.push(line) });
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(0);
    const stop = startJobs([{ name: 'flaky', everyMs: 1_000, run }], deps, logger);
    await vi.advanceTimersByTimeAsync(2_000);
    await stop();
    expect(run).toHaveBeenCalledTimes(2);
    expect(lines.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ job: 'flaky', msg: 'Job failed' }),
    );
  });
});
