import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { useMachine } from '@xstate/react';
import { showToast } from '@pasar/ui';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { isPhoneCode } from '../../../contract/countries';
import { defaultPhoneCode } from '../../../contract/rules/phone';
import type { ContactMethod, LoginInput, Session } from '../../../machines';
import { readLogin, writeLogin } from '../../session/login-storage';
import { session } from '../../session/session-store';
import { machineInspect } from './inspector';
import { authMessages as m } from './messages';
import { providedLoginMachine } from './provided-machines';

type CodeLoginActor = ActorRefFrom<typeof providedLoginMachine>;

export interface CodeLoginFlow {
  snapshot: SnapshotFrom<typeof providedLoginMachine>;
  send: CodeLoginActor['send'];
  actorRef: CodeLoginActor;
  autoSubmit: boolean;
  /** Starts the flow again (another method, or back from the code step). */
  restart(input: LoginInput): void;
}

const CodeLoginContext = createContext<CodeLoginFlow | null>(null);

export function useCodeLogin(): CodeLoginFlow {
  const flow = useContext(CodeLoginContext);
  if (!flow) throw new Error('useCodeLogin needs a CodeLoginProvider');
  return flow;
}

/**
 * A fresh start for `method`, with what the shopper typed before on this tab (the session-storage
 * keys of SPEC.md §3: phone, countryCode, email), else the country's phone code.
 */
export function codeLoginInput(method: ContactMethod, autoSubmit: boolean, agreed = false): LoginInput {
  const stored = readLogin('countryCode');
  const countryCode = isPhoneCode(stored) ? stored : defaultPhoneCode(session.get().localeInfo.xlocale);
  return {
    autoSubmit,
    method,
    countryCode,
    contact: (method === 'phone' ? readLogin('phone') : readLogin('email')) ?? '',
    agreed,
  };
}

interface ProviderProps {
  input: LoginInput;
  /** The machine reached `done`: store the session, then show or go where the layout wants. */
  onDone(session: Session, method: ContactMethod): void;
  children: ReactNode;
}

/**
 * Holds the code login (loginMachine) for every screen it spans: /login or /emailLogin, the
 * captcha, then /verificationCode on mobile; views 1, 7 and 2 of the desktop dialog. Restarting
 * remounts the run under a new key, so a restarted flow never inherits a half-finished step.
 */
export function CodeLoginProvider({ input, onDone, children }: ProviderProps) {
  const [run, setRun] = useState({ key: 0, input });
  const restart = useCallback((next: LoginInput) => setRun((r) => ({ key: r.key + 1, input: next })), []);
  return (
    <CodeLoginRun key={run.key} input={run.input} restart={restart} onDone={onDone}>
      {children}
    </CodeLoginRun>
  );
}

function CodeLoginRun({
  input,
  restart,
  onDone,
  children,
}: ProviderProps & { restart: CodeLoginFlow['restart'] }) {
  const intl = useIntl();
  const [snapshot, send, actorRef] = useMachine(providedLoginMachine, { input, ...machineInspect() });

  useEffect(() => {
    const subscription = actorRef.on('code.sent', (event) => {
      // The code screen survives a reload knowing which login it belongs to (SPEC.md §3 loginType).
      writeLogin('loginType', event.method === 'email' ? '4' : '3');
      showToast({ title: intl.formatMessage(m.codeSent), variant: 'success' });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, intl]);

  const finished = useRef(false);
  const done = snapshot.status === 'done' ? snapshot.output : undefined;
  useEffect(() => {
    if (!done || finished.current) return;
    finished.current = true;
    onDone(done, snapshot.context.method);
  }, [done, onDone, snapshot.context.method]);

  const flow = useMemo(
    () => ({ snapshot, send, actorRef, autoSubmit: input.autoSubmit, restart }),
    [snapshot, send, actorRef, input.autoSubmit, restart],
  );
  return <CodeLoginContext.Provider value={flow}>{children}</CodeLoginContext.Provider>;
}

/** True while the flow's code has gone out: the code step is the screen to show. */
export function isAtCodeStep(snapshot: CodeLoginFlow['snapshot']): boolean {
  return snapshot.status === 'done' || snapshot.context.codeSent;
}
