import { Button, Callout, H2, H3 } from '@blueprintjs/core';
import { type RefObject, useEffect, useId, useRef } from 'react';

/**
 * Recovery codes shown once, with a way to copy them; used after the first enrolment and after a new set.
 * Its heading takes the level of the place it is shown in (`level`: an h2 under the sign-in card's h1, an h3
 * under the My account dialog's h2), not the Callout title's fixed h5, which would skip levels. The heading
 * takes the focus when codes arrive (the control that led here is gone), so a keyboard or screen reader user
 * starts reading at the codes; `headingRef` lets the place focus it again (after a confirmation closes).
 */
export function RecoveryCodes({ codes, level, headingRef }: { codes: readonly string[]; level: 2 | 3; headingRef?: RefObject<HTMLHeadingElement | null> }) {
  const id = useId();
  const own = useRef<HTMLHeadingElement>(null);
  const ref = headingRef ?? own;
  useEffect(() => {
    ref.current?.focus();
  }, [codes, ref]);
  const Heading = level === 2 ? H2 : H3;
  return (
    <Callout intent="warning" icon="key" className="fel-recovery-codes" role="region" aria-labelledby={id}>
      <Heading id={id} ref={ref} tabIndex={-1} className="fel-recovery-codes-title">
        Save your recovery codes
      </Heading>
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
