import { assign, fromPromise, setup } from 'xstate';
import { isValidCaptchaCode } from '../contract/rules/codes';
import { errorCodeOf, notProvided, type ContactMethod, type FlowError, type PhoneCode } from './shared';

/**
 * The picture captcha dialog (SPEC.md §2 "Login screens", §4 "Login flow" step 4): a picture for
 * the contact, six characters typed, checked by the server, which answers a nonce that the code
 * send then carries. Used as a child by the login and password-reset machines, and on its own by
 * any screen that sends a code.
 *
 * The same challenge can be heard instead of seen (ADR 014): `captcha.listen` loads its audio
 * (spoken once per challenge by the server; the shopper replays the loaded file). Once a shopper
 * has listened, every new challenge (refresh, a wrong answer) is loaded as audio too.
 */

/** Whom the picture is for: random_code and random_code_check both name the account. */
export interface CaptchaInput {
  readonly method: ContactMethod;
  readonly countryCode: PhoneCode;
  readonly contact: string;
}

/** A loaded picture: the app turns the PNG into a URL and reads x-image-id (SPEC.md §7). */
export interface CaptchaImage {
  readonly imageUrl: string;
  readonly imageId: string;
}

export type LoadCaptchaInput = CaptchaInput;

/** The audio of the challenge on screen: the app answers an object URL of the WAV. */
export interface LoadCaptchaAudioInput extends CaptchaInput {
  readonly imageId: string;
}

export interface CheckCaptchaInput extends CaptchaInput {
  readonly imageId: string;
  readonly code: string;
}

/** How the dialog ended: passed with the nonce and the typed code, or cancelled by the shopper. */
export type CaptchaOutput =
  | { readonly status: 'passed'; readonly nonce: string; readonly code: string }
  | { readonly status: 'cancelled' };

export interface CaptchaContext extends CaptchaInput {
  imageUrl: string | null;
  imageId: string | null;
  code: string;
  /** The last check was refused: the dialog shows a new picture with a "wrong code" note. */
  wrong: boolean;
  error: FlowError | null;
  nonce: string | null;
  /** The spoken challenge's URL, once loaded; null for a new challenge. */
  audioUrl: string | null;
  /** Why the audio did not load (1101060: no speech engine, use the picture). */
  audioError: FlowError | null;
  /** The shopper listened: new challenges come as audio too. */
  prefersAudio: boolean;
}

export type CaptchaEvent =
  | { type: 'captcha.input'; code: string }
  | { type: 'captcha.submit' }
  | { type: 'captcha.refresh' }
  | { type: 'captcha.listen' }
  | { type: 'captcha.cancel' };

/** The challenge on screen, for its audio and its check. */
function challengeOf(context: CaptchaContext): LoadCaptchaAudioInput {
  return {
    method: context.method,
    countryCode: context.countryCode,
    contact: context.contact,
    // Only asked for from ready (and checking after it), reachable once a picture has loaded.
    imageId: context.imageId ?? '',
  };
}

export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    input: {} as CaptchaInput,
    output: {} as CaptchaOutput,
    tags: {} as 'busy',
  },
  actors: {
    loadCaptcha: fromPromise<CaptchaImage, LoadCaptchaInput>(notProvided('loadCaptcha')),
    /** Answers the nonce (random_code_check's data). */
    checkCaptcha: fromPromise<string, CheckCaptchaInput>(notProvided('checkCaptcha')),
    /** Answers a URL of the challenge spoken (random_code_audio). */
    loadCaptchaAudio: fromPromise<string, LoadCaptchaAudioInput>(notProvided('loadCaptchaAudio')),
  },
  guards: {
    // SPEC.md §5: the Confirm button is disabled until the code is exactly 6 characters.
    isCodeComplete: ({ context }) => isValidCaptchaCode(context.code),
    isAudioPreferred: ({ context }) => context.prefersAudio,
  },
  actions: {
    // A new challenge: the last one's audio speaks other characters.
    showImage: assign((_, image: CaptchaImage) => ({
      imageUrl: image.imageUrl,
      imageId: image.imageId,
      audioUrl: null,
      audioError: null,
    })),
    preferAudio: assign({ prefersAudio: true, audioError: null }),
    showAudio: assign((_, params: { audioUrl: string }) => ({ audioUrl: params.audioUrl })),
    recordAudioError: assign((_, params: { error: unknown }) => ({ audioError: errorCodeOf(params.error) })),
    setCode: assign((_, params: { code: string }) => ({ code: params.code })),
    // A new picture needs new characters: what was typed for the old one means nothing.
    clearCode: assign({ code: '' }),
    markWrong: assign({ wrong: true }),
    // A new attempt or a new picture starts without the last failure's note.
    clearFailure: assign({ wrong: false, error: null }),
    recordError: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    recordNonce: assign((_, params: { nonce: string }) => ({ nonce: params.nonce, error: null })),
  },
}).createMachine({
  id: 'captcha',
  context: ({ input }) => ({
    method: input.method,
    countryCode: input.countryCode,
    contact: input.contact,
    imageUrl: null,
    imageId: null,
    code: '',
    wrong: false,
    error: null,
    nonce: null,
    audioUrl: null,
    audioError: null,
    prefersAudio: false,
  }),
  initial: 'loading',
  on: {
    'captcha.cancel': { target: '.cancelled' },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadCaptcha',
        src: 'loadCaptcha',
        input: ({ context }) => ({
          method: context.method,
          countryCode: context.countryCode,
          contact: context.contact,
        }),
        onDone: { target: 'ready', actions: { type: 'showImage', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      initial: 'deciding',
      on: {
        'captcha.input': { actions: { type: 'setCode', params: ({ event }) => ({ code: event.code }) } },
        'captcha.submit': { guard: 'isCodeComplete', target: 'checking', actions: 'clearFailure' },
        'captcha.refresh': { target: 'loading', actions: ['clearCode', 'clearFailure'] },
      },
      // The audio of the challenge on screen; typing and Confirm work in every one of these.
      states: {
        deciding: {
          always: [{ guard: 'isAudioPreferred', target: 'loadingAudio' }, { target: 'silent' }],
        },
        silent: {
          on: { 'captcha.listen': { target: 'loadingAudio', actions: 'preferAudio' } },
        },
        loadingAudio: {
          invoke: {
            id: 'loadCaptchaAudio',
            src: 'loadCaptchaAudio',
            input: ({ context }) => challengeOf(context),
            onDone: {
              target: 'audioReady',
              actions: { type: 'showAudio', params: ({ event }) => ({ audioUrl: event.output }) },
            },
            onError: {
              target: 'audioFailed',
              actions: { type: 'recordAudioError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        // Replays use the loaded file: the server speaks a challenge once.
        audioReady: {},
        // `captcha.listen` tries again (a speech engine that was busy); refresh is the other way.
        audioFailed: {
          on: { 'captcha.listen': { target: 'loadingAudio', actions: 'preferAudio' } },
        },
      },
    },
    checking: {
      tags: 'busy',
      invoke: {
        id: 'checkCaptcha',
        src: 'checkCaptcha',
        input: ({ context }) => ({ ...challengeOf(context), code: context.code }),
        onDone: {
          target: 'passed',
          actions: { type: 'recordNonce', params: ({ event }) => ({ nonce: event.output }) },
        },
        // A refused check spends the picture: the server will not accept another guess on it.
        onError: {
          target: 'loading',
          actions: [
            'markWrong',
            'clearCode',
            { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    // The picture did not load; `captcha.refresh` is the retry.
    failed: {
      on: {
        'captcha.refresh': { target: 'loading', actions: 'clearFailure' },
      },
    },
    passed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) =>
    context.nonce === null
      ? { status: 'cancelled' }
      : { status: 'passed', nonce: context.nonce, code: context.code },
});
