import { Button, Dialog, DialogBody, DialogFooter, type IconName, type Intent } from '@blueprintjs/core';
import { type ReactNode, useRef } from 'react';
import { useEscapeCancels } from './useEscapeCancels.ts';

/**
 * A yes/no question before an action that is hard to undo: an alert dialog named by its title (Blueprint's
 * Alert has no name for screen readers), with Cancel as the default focus so that an Enter pressed out of habit
 * changes nothing. Escape and Cancel close it without acting.
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
  /**
   * Cancel takes the focus as the question opens (the WAI-ARIA alertdialog pattern; on unless false). Not autoFocus:
   * that focuses Cancel while a dialog underneath still guards the focus (it takes it back, and Blueprint would
   * then remember Cancel, not the button that asked, as the place to return to). Blueprint puts the focus on the
   * new overlay's frame a frame later and only then arms its focus trap (a focus already inside leaves the trap
   * off for good, and a menu closing underneath then takes the focus out of the question); Cancel takes it the
   * frame after that, and again once the fade ends unless the user has already moved to a button of the question.
   */
  focusCancel?: boolean;
  /** Runs once it has gone (Blueprint gave the focus back to the button that asked): the place may move it on when that button is gone. */
  onClosed?(): void;
  children: ReactNode;
}) {
  const { isOpen, loading, onCancel } = props;
  useEscapeCancels(isOpen, loading, onCancel);
  const cancel = useRef<HTMLButtonElement>(null);
  const focusCancel = () => {
    if (props.focusCancel === false) return;
    const active = document.activeElement;
    const frame = cancel.current?.closest('[role="alertdialog"]');
    if (!(active instanceof HTMLButtonElement && frame?.contains(active))) cancel.current?.focus();
  };
  return (
    <Dialog
      isOpen={props.isOpen}
      role="alertdialog"
      title={props.title}
      icon={props.icon}
      onClose={props.onCancel}
      onOpening={() => requestAnimationFrame(() => requestAnimationFrame(focusCancel))}
      onOpened={focusCancel}
      onClosed={props.onClosed}
      canOutsideClickClose={false}
      className="fel-confirm-dialog"
    >
      <DialogBody>{props.children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button ref={cancel} text={props.cancelText} onClick={props.onCancel} disabled={props.loading} />
            <Button intent={props.intent} text={props.confirmText} onClick={props.onConfirm} loading={props.loading} />
          </>
        }
      />
    </Dialog>
  );
}
