import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { RotateCw, Volume2 } from 'lucide-react';
import { CAPTCHA_LENGTH, isValidCaptchaCode } from '../../contract/rules/codes';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { Button } from '../button';
import { Dialog, DialogFooter, type DialogProps } from '../dialog';
import { IconButton } from '../icon-button';
import { Skeleton } from '../skeleton';
import { Spinner } from '../spinner';
import { TextField } from '../text-field';
import { captchaDialogMessages } from './messages';

/** The spoken form of the same challenge (ADR 014), for shoppers who cannot see the picture. */
export interface CaptchaAudio {
  /** idle until the shopper asks; loading → ready, or failed. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The WAV's URL once loaded; the player replays it (the server speaks a challenge once). */
  src: string | null;
  /** Asks for the audio (idle or failed); once ready the button replays the loaded file itself. */
  onListen: () => void;
  /** The button's label, e.g. "Play audio". */
  listenLabel: string;
  /** The player's accessible name, e.g. "Spoken characters". */
  playerLabel: string;
  /** What the live region says while the audio loads, once it is ready, and while it plays. */
  loadingText: string;
  readyText: string;
  playingText: string;
  /** Why it failed (no speech engine: use the picture), said by the live region. */
  errorMessage?: ReactNode;
}

export interface CaptchaDialogProps extends Pick<
  DialogProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable'
> {
  /** "Enter the characters shown", translated. */
  title: ReactNode;
  /** The captcha PNG (an object URL of GET random_code); null while the first one loads. */
  imageSrc: string | null;
  /** Text alternative of the picture, e.g. "Captcha picture" (its characters are the test). */
  imageAlt: string;
  /** Width and height of the picture as the server draws it, reserved before it loads. */
  imageWidth?: number;
  imageHeight?: number;
  /** Asks for a new picture. */
  onRefresh: () => void;
  /** A new picture is loading: the refresh button waits. */
  isRefreshing?: boolean;
  /** Label of the 6-character field. */
  inputLabel: string;
  placeholder?: string;
  /** The typed characters (controlled); uncontrolled, the field clears itself on refresh. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called with the 6 characters when Confirm is pressed (or Enter in the field). */
  onConfirm: (code: string) => void;
  /** The code is being checked: Confirm shows a spinner and the field is read-only. */
  isPending?: boolean;
  /** A failed check ("Wrong code, try again"): shown under the field, which turns invalid. */
  errorMessage?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Called when Cancel is pressed, besides closing. */
  onCancel?: () => void;
  /** The audio alternative: a "Play audio" button beside refresh, a player and a live region. */
  audio?: CaptchaAudio;
}

/**
 * The picture captcha of the login and password-reset flows (SPEC.md §2, §4): picture, refresh,
 * a 6-character field, Confirm (enabled only for exactly 6 letters or digits, contract
 * isValidCaptchaCode) and Cancel. With `audio`, the same challenge can be heard (WCAG 1.1.1's
 * CAPTCHA clause): the same field takes the answer.
 */
export function CaptchaDialog({
  title,
  imageSrc,
  imageAlt,
  imageWidth = 240,
  imageHeight = 80,
  onRefresh,
  isRefreshing = false,
  inputLabel,
  placeholder,
  value,
  defaultValue = '',
  onChange,
  onConfirm,
  isPending = false,
  errorMessage,
  confirmLabel,
  cancelLabel,
  onCancel,
  audio,
  ...dialogProps
}: CaptchaDialogProps) {
  const intl = useIntl();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const player = useRef<HTMLAudioElement>(null);
  const code = value ?? ownValue;
  const canConfirm = isValidCaptchaCode(code) && !isPending;

  function change(next: string) {
    if (value === undefined) setOwnValue(next);
    onChange?.(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canConfirm) onConfirm(code);
  }

  // noValidate: a server error marks the field invalid, which must not block the next try.
  return (
    <Dialog {...dialogProps} title={title} size="sm">
      {({ close }) => (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-slot="captcha-dialog">
          <div className="flex items-center gap-2">
            <div
              data-slot="captcha-dialog-image"
              className="flex min-w-0 flex-1 items-center justify-center overflow-hidden rounded border border-border bg-muted"
              style={{ aspectRatio: `${imageWidth} / ${imageHeight}` }}
            >
              {imageSrc && !isRefreshing ? (
                <img
                  src={imageSrc}
                  alt={imageAlt}
                  width={imageWidth}
                  height={imageHeight}
                  className="block size-full object-contain"
                />
              ) : (
                <Skeleton className="size-full rounded-none" />
              )}
            </div>
            <IconButton
              aria-label={intl.formatMessage(captchaDialogMessages.refresh)}
              variant="outline"
              isDisabled={isRefreshing}
              onPress={() => {
                // A new picture makes the typed characters meaningless.
                if (value === undefined) setOwnValue('');
                onRefresh();
              }}
            >
              <RotateCw aria-hidden="true" className={cn(isRefreshing && 'motion-safe:animate-spin')} />
            </IconButton>
            {audio && <ListenButton audio={audio} player={player} />}
          </div>
          {audio && (
            // A new challenge's audio is a new player: nothing of the last one's state stays.
            <AudioPlayer key={audio.src ?? 'none'} audio={audio} player={player} />
          )}
          <TextField
            label={inputLabel}
            placeholder={placeholder}
            value={code}
            onChange={(next) => change(next.replace(/\s/g, ''))}
            maxLength={CAPTCHA_LENGTH}
            isReadOnly={isPending}
            isInvalid={Boolean(errorMessage)}
            errorMessage={errorMessage}
            autoComplete="off"
            autoCorrect="off"
            spellCheck="false"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog exists to take this code
            autoFocus
          />
          <DialogFooter>
            <Button
              variant="outline"
              onPress={() => {
                onCancel?.();
                close();
              }}
            >
              {cancelLabel}
            </Button>
            <Button type="submit" isDisabled={!isValidCaptchaCode(code)} isPending={isPending}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}

type PlayerRef = RefObject<HTMLAudioElement | null>;

function playFromStart(element: HTMLAudioElement) {
  element.currentTime = 0;
  // A refused play (no sound device, no permission) leaves the player's own controls to try.
  void element.play().catch(() => undefined);
}

/**
 * "Play audio": asks for the audio, then replays it from the start. It stays enabled while the
 * audio loads (pending, not disabled), so keyboard focus never falls off it.
 */
function ListenButton({ audio, player }: { audio: CaptchaAudio; player: PlayerRef }) {
  // An icon like refresh beside it, so the picture keeps its width on a 390 px phone.
  return (
    <IconButton
      aria-label={audio.listenLabel}
      variant="outline"
      isPending={audio.status === 'loading'}
      onPress={() => {
        if (audio.status === 'ready') {
          if (player.current) playFromStart(player.current);
        } else if (audio.status !== 'loading') audio.onListen();
      }}
    >
      {audio.status === 'loading' ? <Spinner size="sm" /> : <Volume2 aria-hidden="true" />}
    </IconButton>
  );
}

/**
 * The player (native controls: play, pause, seek, volume, all by keyboard) and the live region
 * that says what the audio is doing. It starts playing once loaded: the shopper pressed "Play
 * audio" for exactly that.
 */
function AudioPlayer({ audio, player }: { audio: CaptchaAudio; player: PlayerRef }) {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (audio.status === 'ready' && audio.src && player.current) playFromStart(player.current);
  }, [audio.status, audio.src, player]);

  const said =
    audio.status === 'loading'
      ? audio.loadingText
      : audio.status === 'failed'
        ? audio.errorMessage
        : audio.status === 'ready'
          ? playing
            ? audio.playingText
            : audio.readyText
          : null;
  return (
    <div className="flex flex-col gap-2" data-slot="captcha-dialog-audio">
      {audio.status === 'ready' && audio.src && (
        // A captcha's spoken characters have no transcript: writing them down would give the answer away.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <audio
          ref={player}
          src={audio.src}
          controls
          aria-label={audio.playerLabel}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          className={cn('w-full rounded', focusRing)}
        />
      )}
      <p
        role="status"
        className={cn('text-sm', audio.status === 'failed' ? 'text-error' : 'text-muted-foreground')}
      >
        {said}
      </p>
    </div>
  );
}
