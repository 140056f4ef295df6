import { Button, Dialog, DialogBody, DialogFooter, type IconName, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * A yes/no question before an action that is hard to undo: an alert dialog named by its title (Blueprint's
 * Alert has no name for screen readers). Escape and Cancel close it without acting.
 */
export function ConfirmDialog(props: {
  isOpen: boolean;
  title: string;
  intent: Intent;
  icon: IconName;
  confirmText: string;
  cancelText: string;
  onConfirm(): void;
  onCancel(): void;
  children: ReactNode;
}) {
  return (
    <Dialog isOpen={props.isOpen} role="alertdialog" title={props.title} icon={props.icon} onClose={props.onCancel} canOutsideClickClose={false} className="fel-confirm-dialog">
      <DialogBody>{props.children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={props.cancelText} onClick={props.onCancel} />
            <Button intent={props.intent} text={props.confirmText} onClick={props.onConfirm} />
          </>
        }
      />
    </Dialog>
  );
}
