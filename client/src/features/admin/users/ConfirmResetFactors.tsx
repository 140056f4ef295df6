import { ConfirmDialog } from '../../../ui/ConfirmDialog';

/** Resetting a user's second factors cannot be undone, so it is confirmed first; the user is mailed. */
export function ConfirmResetFactors(props: { name: string; open: boolean; loading: boolean; onCancel(): void; onConfirm(): void }) {
  return (
    <ConfirmDialog
      isOpen={props.open}
      title={`Reset the second factors of ${props.name}?`}
      intent="danger"
      icon="shield"
      cancelText="Cancel"
      confirmText="Reset second factors"
      loading={props.loading}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      <p>
        Their authenticator app, passkeys and recovery codes are removed for good: this cannot be undone. They are mailed about it, and sign in
        with the emailed code, or set up a new factor, next time.
      </p>
    </ConfirmDialog>
  );
}
