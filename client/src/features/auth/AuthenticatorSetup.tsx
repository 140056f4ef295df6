import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';

/**
 * The QR code of a new authenticator app (an SVG made by the server, shown as an image), its key for typing,
 * and the field for the code that confirms it. `confirm` answers an error message, or null once confirmed. The
 * field takes the focus as setup starts (the button that started it is gone), so the code can be typed at once.
 */
export function AuthenticatorSetup({ secret, qrSvg, confirm }: { secret: string; qrSvg: string; confirm(code: string): Promise<string | null> }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    setBusy(true);
    const problem = await confirm(code);
    setBusy(false);
    setError(problem);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="fel-authenticator-setup">
      <p>Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), then type the 6-digit code it shows.</p>
      <img src={`data:image/svg+xml;utf8,${encodeURIComponent(qrSvg)}`} alt="QR code for your authenticator app" width={180} height={180} />
      <p>
        Cannot scan? Type this key into the app: <code data-testid="totp-secret">{secret}</code>
      </p>
      {error && (
        <Callout intent="danger" icon="error" className="fel-form-alert" role="alert">
          {error}
        </Callout>
      )}
      <FormGroup label="Code from the app" labelFor="authenticator-code">
        <InputGroup id="authenticator-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={12} large autoFocus />
      </FormGroup>
      <Button type="submit" intent="primary" text="Confirm" loading={busy} />
    </form>
  );
}
