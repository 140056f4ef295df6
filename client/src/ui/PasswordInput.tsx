import { Button, InputGroup, type InputGroupProps } from '@blueprintjs/core';
import { useState } from 'react';

/** A password field whose eye button toggles between masked and visible. */
export function PasswordInput(props: Omit<InputGroupProps, 'type' | 'rightElement'>) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      {...props}
      type={visible ? 'text' : 'password'}
      rightElement={
        <Button
          variant="minimal"
          icon={visible ? 'eye-off' : 'eye-open'}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
