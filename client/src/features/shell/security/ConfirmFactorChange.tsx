import type { Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

/**
 * The question asked before a second factor is removed or the recovery codes replaced (it cannot be undone).
 * `onClosed` runs once it has gone, after Blueprint returned the focus to the button that opened it: the place
 * moves the focus on from there when that button is gone or something new appeared.
 */
export function ConfirmFactorChange(props: {
  isOpen: boolean;
  title: string;
  confirmText: string;
  intent: Intent;
  loading: boolean;
  onConfirm(): void;
  onCancel(): void;
  onClosed(): void;
  children: ReactNode;
}) {
  return <ConfirmDialog {...props} icon="warning-sign" cancelText="Cancel" />;
}
