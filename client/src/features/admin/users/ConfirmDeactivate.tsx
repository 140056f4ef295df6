import { ConfirmDialog } from '../../../ui/ConfirmDialog';

/** Deactivating signs a user out at once, so it is confirmed first. */
export function ConfirmDeactivate(props: { name: string; open: boolean; onCancel(): void; onConfirm(): void }) {
  return (
    <ConfirmDialog
      isOpen={props.open}
      title={`Deactivate ${props.name}?`}
      intent="danger"
      icon="disable"
      cancelText="Cancel"
      confirmText="Deactivate"
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      <p>They are signed out at once and cannot sign in until they are activated again.</p>
    </ConfirmDialog>
  );
}
