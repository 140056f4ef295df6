import { Button, Dialog, DialogBody, DialogFooter, type IconName, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useEscapeCancels } from './useEscapeCancels.ts';

/**
 * A yes/no question before an action that is hard to undo: an alert dialog named by its title (Blueprint's
 * Alert has no name for screen readers). Escape and Cancel close it without acting.
 *
 * Escape belongs to the question from the moment it is open: Blueprint moves the focus into a new overlay a
 * frame later, and an Escape pressed before that would reach the dialog underneath (the form the question
 * was asked from) and close it, with whatever was typed there.
 */
export function ConfirmDialog(props: {
  isOpen: boolean;
  title: string;
  intent: Intent;
  icon?: IconName;
  confirmText: string;
  cancelText: string;
  onConfirm(): void;
  onCancel(): void;
  /** The action runs: its button spins and Cancel waits. */
  loading?: boolean;
  children: ReactNode;
}) {
  const { isOpen, loading, onCancel } = props;
  useEscapeCancels(isOpen, loading, onCancel);
  return (
    <Dialog isOpen={props.isOpen} role="alertdialog" title={props.title} icon={props.icon} onClose={props.onCancel} canOutsideClickClose={false} className="fel-confirm-dialog">
      <DialogBody>{props.children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={props.cancelText} onClick={props.onCancel} disabled={props.loading} />
            <Button intent={props.intent} text={props.confirmText} onClick={props.onConfirm} loading={props.loading} />
          </>
        }
      />
    </Dialog>
  );
}
