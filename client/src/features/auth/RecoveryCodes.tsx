import { Button, Callout } from '@blueprintjs/core';

/** Recovery codes shown once, with a way to copy them; used after the first enrolment and after a new set. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <Callout intent="warning" icon="key" title="Save your recovery codes" className="fel-recovery-codes">
      <p>Each code signs you in once if you lose your authenticator app or passkey. They are shown only now: keep them somewhere safe.</p>
      <ul aria-label="Recovery codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button icon="duplicate" text="Copy codes" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))} />
    </Callout>
  );
}
