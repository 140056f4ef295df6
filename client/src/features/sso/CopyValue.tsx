import { Button, ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';

/** A value to paste at the identity provider: read-only, with its own copy button ("Copy {label}"). */
export function CopyValue({ id, label, value, helperText }: { id: string; label: string; value: string; helperText?: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <FormGroup label={label} labelFor={id} helperText={copied ? 'Copied.' : helperText}>
      <ControlGroup fill>
        <InputGroup id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <Button icon="duplicate" text="Copy" aria-label={`Copy ${label}`} onClick={() => void copy()} />
      </ControlGroup>
    </FormGroup>
  );
}
