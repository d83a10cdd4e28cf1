import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CaptchaDialog, type CaptchaAudio } from '@pasar/ui';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH } from '../../../contract/member-constants';
import type { captchaMachine } from '../../../machines';
import { releaseCaptchaImage } from '../../api/member-auth';
import { useFlowErrorText } from './flow-error';
import { authMessages as m } from './messages';

/**
 * The picture captcha of SPEC.md §4 step 4, bound to the running captcha child (`captcha`) of
 * the login or password-reset machine. A refused code shows an error and a new picture;
 * cancelling (Cancel, Escape, the backdrop) ends the child, and the flow goes back a step.
 */
export function CaptchaStep({ actor }: { actor: ActorRefFrom<typeof captchaMachine> }) {
  const intl = useIntl();
  const errorText = useFlowErrorText();
  const snapshot = useSelector(actor, (s) => s);
  const { imageUrl, code, wrong, error, audioUrl, audioError, prefersAudio } = snapshot.context;
  // The picture's object URL is freed when the dialog goes.
  useEffect(() => releaseCaptchaImage, []);

  const cancel = () => actor.send({ type: 'captcha.cancel' });
  // The audio of the challenge on screen (ADR 014); a shopper who listened hears each new one.
  const audioStatus: CaptchaAudio['status'] = audioUrl
    ? 'ready'
    : snapshot.matches({ ready: 'loadingAudio' }) || (prefersAudio && snapshot.matches('loading'))
      ? 'loading'
      : audioError !== null
        ? 'failed'
        : 'idle';
  return (
    <CaptchaDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      title={intl.formatMessage(m.captchaTitle)}
      imageSrc={imageUrl}
      imageAlt={intl.formatMessage(m.captchaAlt)}
      imageWidth={CAPTCHA_IMAGE_WIDTH}
      imageHeight={CAPTCHA_IMAGE_HEIGHT}
      onRefresh={() => actor.send({ type: 'captcha.refresh' })}
      isRefreshing={snapshot.matches('loading')}
      inputLabel={intl.formatMessage(m.captchaInput)}
      placeholder={intl.formatMessage(m.captchaPlaceholder)}
      value={code}
      onChange={(next) => actor.send({ type: 'captcha.input', code: next })}
      onConfirm={(next) => {
        actor.send({ type: 'captcha.input', code: next });
        actor.send({ type: 'captcha.submit' });
      }}
      isPending={snapshot.matches('checking')}
      // Decision: the note goes once the shopper types for the new picture. An error also marks
      // the field invalid, and the kit's dialog form then refuses to submit (native validation).
      errorMessage={
        code !== ''
          ? undefined
          : wrong
            ? intl.formatMessage(prefersAudio ? m.captchaWrongAudio : m.captchaWrong)
            : error !== null
              ? errorText(error)
              : undefined
      }
      confirmLabel={intl.formatMessage(m.confirm)}
      cancelLabel={intl.formatMessage(m.cancel)}
      onCancel={cancel}
      audio={{
        status: audioStatus,
        src: audioUrl,
        onListen: () => actor.send({ type: 'captcha.listen' }),
        listenLabel: intl.formatMessage(m.captchaListen),
        playerLabel: intl.formatMessage(m.captchaAudioLabel),
        loadingText: intl.formatMessage(m.captchaAudioLoading),
        readyText: intl.formatMessage(m.captchaAudioReady),
        playingText: intl.formatMessage(m.captchaAudioPlaying),
        errorMessage: audioError !== null ? errorText(audioError) : undefined,
      }}
    />
  );
}
