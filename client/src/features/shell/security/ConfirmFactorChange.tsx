import { Button, Dialog, DialogBody, DialogFooter, type Intent } from '@blueprintjs/core';
import { type ReactNode, useRef } from 'react';
import { useEscapeCancels } from '../../../ui/useEscapeCancels.ts';

/**
 * The question asked before a second factor is removed or the recovery codes replaced (it cannot be undone):
 * an alert dialog named by its title, with Cancel as the default focus so that an Enter pressed out of habit
 * keeps the factor. Escape and Cancel close it without acting. Like ui/ConfirmDialog, Escape is caught on the
 * window while it is open, so that it never reaches My account underneath (React passes a portal's keys to
 * its parents). `onClosed` runs once it has gone, after Blueprint returned the focus to the button that
 * opened it: the place moves the focus on from there when that button is gone or something new appeared.
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
  const { isOpen, loading, onCancel } = props;
  const cancel = useRef<HTMLButtonElement>(null);
  // Not autoFocus: that focuses Cancel while My account still guards the focus (it takes it back, and Blueprint
  // would then remember Cancel, not the button that asked, as the place to return to). Blueprint puts the focus
  // on the new overlay's frame a frame later; Cancel takes it just before, and again once the fade ends unless
  // the user has already moved to a button here.
  const focusCancel = () => {
    const active = document.activeElement;
    const frame = cancel.current?.closest('[role="alertdialog"]');
    if (!(active instanceof HTMLButtonElement && frame?.contains(active))) cancel.current?.focus();
  };
  useEscapeCancels(isOpen, loading, onCancel);
  return (
    <Dialog
      isOpen={isOpen}
      role="alertdialog"
      title={props.title}
      icon="warning-sign"
      onClose={onCancel}
      onOpening={() => requestAnimationFrame(focusCancel)}
      onOpened={focusCancel}
      onClosed={props.onClosed}
      canOutsideClickClose={false}
      className="fel-confirm-dialog"
    >
      <DialogBody>{props.children}</DialogBody>
      <DialogFooter
        actions={
          <>
            {/* The safe choice has the focus (the WAI-ARIA alertdialog pattern). */}
            <Button ref={cancel} text="Cancel" onClick={onCancel} disabled={loading} />
            <Button intent={props.intent} text={props.confirmText} onClick={props.onConfirm} loading={loading} />
          </>
        }
      />
    </Dialog>
  );
}
