import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, FormGroup, H3, InputGroup, Spinner } from '@blueprintjs/core';
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { AuthenticatorSetup } from '../../auth/AuthenticatorSetup';
import { RecoveryCodes } from '../../auth/RecoveryCodes';
import { ConfirmFactorChange } from './ConfirmFactorChange';
import { PasskeyItem } from './PasskeyItem';
import {
  AddPasskeyMutation,
  BeginAuthenticatorMutation,
  BeginPasskeyRegistrationMutation,
  ConfirmAuthenticatorMutation,
  MySecurityQuery,
  RegenerateRecoveryCodesMutation,
  RemoveAuthenticatorMutation,
  RemovePasskeyMutation,
} from './security-documents';

type Payload = { errors: readonly { message: string }[] } | null | undefined;
/** What is asked before it is done: removing a passkey or the app, or replacing the recovery codes. */
type Question = { kind: 'passkey'; key: string; name: string } | { kind: 'app' } | { kind: 'codes' };

/** The first message of a payload, or of a thrown error (a refusal such as the 5-minute rule), or null. */
async function problemOf<P extends Payload>(run: () => Promise<P>): Promise<{ payload: NonNullable<P> | null; problem: string | null }> {
  try {
    const payload = await run();
    return { payload: payload ?? null, problem: payload?.errors[0]?.message ?? null };
  } catch (error) {
    return { payload: null, problem: error instanceof Error ? error.message : 'That did not work. Try again.' };
  }
}

const REMOVAL_MAILED = 'We email you that a second factor was removed.';
const QUESTION_TEXT: Record<Question['kind'], (name: string) => string> = {
  passkey: (name) => `This is permanent: “${name}” no longer signs you in, and using it again means adding it again. ${REMOVAL_MAILED}`,
  app: () => `This is permanent: its codes stop working at once, and using it again means setting it up again. ${REMOVAL_MAILED}`,
  codes: () => 'Your current recovery codes stop working at once, used or not: only the 10 new codes shown next will sign you in.',
};

/**
 * My account, Security: the authenticator app, passkeys and recovery codes (DOMAIN.md §6a). Changes need a sign-in
 * within the last 5 minutes; the server says so when it has passed. Loaded only when the tab is opened.
 */
export function SecurityPanel() {
  const security = useQuery(MySecurityQuery, { fetchPolicy: 'network-only' });
  const [problem, setProblem] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [enrolment, setEnrolment] = useState<{ secret: string; qrSvg: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const [question, setQuestion] = useState<Question | null>(null);
  const [answering, setAnswering] = useState(false);
  // Where the focus goes once the question has gone after a change: the new codes, or the heading of the
  // section whose factor was removed (its button went with it). The ref itself: the codes' heading may not
  // be there yet when the answer comes.
  const focusAfter = useRef<RefObject<HTMLHeadingElement | null> | null>(null);
  const passkeysHeading = useRef<HTMLHeadingElement>(null);
  const appHeading = useRef<HTMLHeadingElement>(null);
  const codesHeading = useRef<HTMLHeadingElement>(null);
  const [beginApp] = useMutation(BeginAuthenticatorMutation);
  const [confirmApp] = useMutation(ConfirmAuthenticatorMutation);
  const [removeApp] = useMutation(RemoveAuthenticatorMutation);
  const [regenerate] = useMutation(RegenerateRecoveryCodesMutation);
  const [beginPasskey] = useMutation(BeginPasskeyRegistrationMutation);
  const [addPasskey] = useMutation(AddPasskeyMutation);
  const [removePasskey] = useMutation(RemovePasskeyMutation);

  const f = security.data?.mySecondFactors;
  if (!f) return security.error ? <Callout intent="danger">Your second factors could not be loaded.</Callout> : <Spinner size={30} aria-label="Loading" />;
  const refresh = () => void security.refetch();

  async function act<P extends Payload>(run: () => Promise<P>, then: (payload: NonNullable<P>) => void): Promise<boolean> {
    setProblem(null);
    const { payload, problem: message } = await problemOf(run);
    if (message || !payload) {
      setProblem(message);
      return false;
    }
    then(payload);
    refresh();
    return true;
  }

  async function answer(q: Question) {
    setAnswering(true);
    let done: boolean;
    if (q.kind === 'passkey') done = await act(async () => (await removePasskey({ variables: { input: { key: q.key } } })).data?.removePasskey, () => undefined);
    else if (q.kind === 'app') done = await act(async () => (await removeApp()).data?.removeAuthenticator, () => undefined);
    else done = await act(async () => (await regenerate()).data?.regenerateRecoveryCodes, (p) => setCodes(p.recoveryCodes ?? null));
    focusAfter.current = done ? (q.kind === 'passkey' ? passkeysHeading : q.kind === 'app' ? appHeading : codesHeading) : null;
    setAnswering(false);
    setQuestion(null);
  }

  async function confirm(code: string): Promise<string | null> {
    const { payload, problem: message } = await problemOf(
      async () => (await confirmApp({ variables: { input: { code } } })).data?.confirmAuthenticatorEnrolment,
    );
    if (message || !payload) return message;
    setEnrolment(null);
    setCodes(payload.recoveryCodes ?? null);
    refresh();
    return null;
  }

  async function registerPasskey(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    setProblem(null);
    setAdding(true);
    try {
      const { createPasskey, passkeyFailure } = await import('../../auth/passkey-browser');
      const begun = await problemOf(async () => (await beginPasskey()).data?.beginPasskeyRegistration);
      const challenge = begun.payload?.challenge;
      if (!challenge) return setProblem(begun.problem ?? 'The passkey could not be started.');
      let response: string;
      try {
        response = await createPasskey(challenge.options);
      } catch (error) {
        return setProblem(passkeyFailure(error));
      }
      await act(
        async () => (await addPasskey({ variables: { input: { challengeId: challenge.challengeId, name, response } } })).data?.addPasskey,
        (p) => setCodes(p.recoveryCodes ?? null),
      );
    } finally {
      setAdding(false);
    }
  }

  const passkeys = security.data?.myPasskeys ?? [];
  return (
    <div className="fel-security">
      {!f.changeableUntil && (
        <Callout intent="primary" icon="time" className="fel-form-alert">
          To change your second factors, sign out and sign in again: changes need a sign-in within the last 5 minutes.
        </Callout>
      )}
      {f.required && <p className="fel-muted">Your organization requires a second factor{f.emailedCodeAllowed ? '' : ' and does not accept emailed codes'}.</p>}
      {problem && (
        <Callout intent="danger" icon="error" className="fel-form-alert" role="alert">
          {problem}
        </Callout>
      )}
      {codes && <RecoveryCodes codes={codes} level={3} headingRef={codesHeading} />}

      <section aria-labelledby="security-passkeys">
        <H3 id="security-passkeys" ref={passkeysHeading} tabIndex={-1}>
          Passkeys
        </H3>
        {passkeys.length === 0 ? <p>No passkeys yet. A passkey signs you in with your device's PIN, fingerprint or face.</p> : null}
        <ul className="fel-passkeys">
          {passkeys.map((p) => (
            <PasskeyItem
              key={p.key}
              passkey={p}
              onRenamed={refresh}
              onRemove={() => setQuestion({ kind: 'passkey', key: p.key, name: p.name })}
            />
          ))}
        </ul>
        <form onSubmit={(event) => void registerPasskey(event)} noValidate className="fel-inline-form">
          <FormGroup label="Name of the new passkey" labelFor="passkey-name">
            <InputGroup id="passkey-name" name="name" placeholder="Work laptop" />
          </FormGroup>
          <Button type="submit" icon="key" text="Add a passkey" loading={adding} />
        </form>
      </section>

      <section aria-labelledby="security-app">
        <H3 id="security-app" ref={appHeading} tabIndex={-1}>
          Authenticator app
        </H3>
        {f.authenticatorApp ? (
          <p>
            Set up.{' '}
            <Button
              variant="minimal"
              intent="danger"
              text="Remove authenticator app"
              onClick={() => setQuestion({ kind: 'app' })}
            />
          </p>
        ) : enrolment ? (
          <AuthenticatorSetup secret={enrolment.secret} qrSvg={enrolment.qrSvg} confirm={confirm} />
        ) : (
          <Button
            icon="mobile-phone"
            text="Set up an authenticator app"
            onClick={() =>
              void act(
                async () => (await beginApp()).data?.beginAuthenticatorEnrolment,
                (p) => setEnrolment(p.enrolment ?? null),
              )
            }
          />
        )}
      </section>

      <section aria-labelledby="security-codes">
        <H3 id="security-codes">Recovery codes</H3>
        <p>{f.recoveryCodesLeft} unused recovery codes.</p>
        <Button
          text="Make new recovery codes"
          disabled={!f.authenticatorApp && f.passkeyCount === 0}
          onClick={() => setQuestion({ kind: 'codes' })}
        />
      </section>
      <ConfirmFactorChange
        isOpen={question !== null}
        title={question?.kind === 'passkey' ? `Remove passkey “${question.name}”?` : question?.kind === 'app' ? 'Remove the authenticator app?' : 'Make new recovery codes?'}
        confirmText={question?.kind === 'codes' ? 'Make new codes' : 'Remove'}
        intent={question?.kind === 'codes' ? 'warning' : 'danger'}
        loading={answering}
        onConfirm={() => question && void answer(question)}
        onCancel={() => setQuestion(null)}
        onClosed={() => {
          focusAfter.current?.current?.focus();
          focusAfter.current = null;
        }}
      >
        <p>{question ? QUESTION_TEXT[question.kind](question.kind === 'passkey' ? question.name : '') : null}</p>
      </ConfirmFactorChange>
    </div>
  );
}
