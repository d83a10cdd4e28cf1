import { spawn } from 'node:child_process';
import path from 'node:path';
import type { TestServer } from './test-server';

/** The repository's root: where `server/main.ts` and `scripts/start.mjs` are started from. */
export const repositoryRoot = path.resolve(import.meta.dirname, '../..');

/** A server started as an operator would: a child process, with its output and its port. */
export interface Started {
  output: string;
  exit: Promise<number | null>;
  /** The port from the start-up line, once it is printed; undefined when the process exits first. */
  port: Promise<number | undefined>;
  /** Sends SIGTERM (or `signal`). */
  stop(signal?: NodeJS.Signals): void;
  /** Resolves once the output has matched `pattern` (false when the process exits first). */
  printed(pattern: RegExp): Promise<boolean>;
}

/** Starts `node <args>` in the repository with exactly `env`. */
export function startProcess(args: string[], env: Record<string, string | undefined>): Started {
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const waiting = new Set<() => void>();
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const started: Started = {
    output: '',
    exit: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
    port: new Promise((resolve) => {
      const read = (chunk: Buffer) => {
        started.output += chunk.toString();
        const match = /running at http:\/\/localhost:(\d+)\//.exec(started.output);
        if (match) resolve(Number(match[1]));
        waiting.forEach((check) => check());
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', () => resolve(undefined));
    }),
    stop: (signal = 'SIGTERM') => child.kill(signal),
    printed: (pattern) =>
      Promise.race([
        new Promise<boolean>((resolve) => {
          const check = () => {
            if (!pattern.test(started.output)) return;
            waiting.delete(check);
            resolve(true);
          };
          waiting.add(check);
          check();
        }),
        exited.then(() => pattern.test(started.output)),
      ]),
  };
  return started;
}

/**
 * The test helpers' calls (server.call, server.fetch) sent over HTTP to a started server on
 * loopback, so the flows written for in-process apps drive real processes too.
 */
export function overHttp(port: number): Pick<TestServer, 'call' | 'fetch'> {
  const origin = `http://127.0.0.1:${port}`;
  const fetchHere = (path: string, init?: RequestInit) =>
    fetch(origin + path, { redirect: 'manual', ...init });
  return {
    fetch: fetchHere,
    async call(method, path, body, headers = {}) {
      const response = await fetchHere(path, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = { raw: text };
      }
      return { status: response.status, json, headers: response.headers };
    },
  };
}
