import { Button, Callout, Dialog, DialogBody, DialogFooter, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';

/** Shows a new token's secret this once, with a copy button; closing forgets it (the server keeps only a hash). */
export function SecretOnceDialog({ shown, onClose }: { shown: { name: string; secret: string } | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  function close() {
    setCopied(false);
    onClose();
  }

  return (
    <Dialog isOpen={shown !== null} onClose={close} title={`Token “${shown?.name ?? ''}” created`} canOutsideClickClose={false} canEscapeKeyClose={false}>
      <DialogBody>
        <Callout intent="warning" icon="warning-sign" className="fel-section">
          Copy the secret now. It is shown only this once: the product stores only a hash of it. If it is lost, revoke the token and create a new one.
        </Callout>
        <InputGroup
          readOnly
          aria-label="Token secret"
          value={shown?.secret ?? ''}
          onFocus={(e) => e.currentTarget.select()}
          rightElement={<Button variant="minimal" icon={copied ? 'tick' : 'duplicate'} text={copied ? 'Copied' : 'Copy'} onClick={() => void copy()} />}
        />
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text="I have copied it" onClick={close} />} />
    </Dialog>
  );
}
