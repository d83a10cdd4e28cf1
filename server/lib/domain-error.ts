import type { ErrorEntry } from '../../contract/errors';

/**
 * Thrown by an area's rules to answer a catalogue error (contract/errors.ts); the app's onError
 * turns it into the envelope. It lives below http/ so that rules never import the HTTP layer.
 */
export class DomainError extends Error {
  constructor(
    readonly entry: ErrorEntry,
    message: string = entry.message,
  ) {
    super(message);
  }
}
