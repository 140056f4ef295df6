import { useMutation } from '@apollo/client/react';
import { Button, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Switch, TagInput, TextArea } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { SUBSCRIPTIONS } from '../../../../../common/admin';
import { graphql } from '../../../gql';
import type { OrganizationFormQuery } from '../../../gql/graphql';
import { useSnackbar } from '../../../ui/snackbar';
import { DateField } from '../../../ui/DateField';
import { type OrgErrors, type OrgField, type OrgValues, validateOrganization } from './organization-rules';
import { PocField, type Person } from './PocField';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

const CreateOrganizationMutation = graphql(`
  mutation CreateOrganization($input: CreateOrganizationInput!) {
    createOrganization(input: $input) {
      organization {
        key
      }
      errors {
        field
        message
      }
    }
  }
`);

const UpdateOrganizationMutation = graphql(`
  mutation UpdateOrganization($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      organization {
        key
        name
        licenseKey
        licenseDue
        subscription
        subscriptionLabel
        notes
      }
      errors {
        field
        message
      }
    }
  }
`);

type Existing = NonNullable<OrganizationFormQuery['adminOrganization']>;

const initialValues = (o: Existing | null): OrgValues => ({
  name: o?.name ?? '',
  poc: o?.poc ?? null,
  plantNames: o?.plantNames ?? [],
  subscription: o?.subscription ?? null,
  licenseRenew: o?.licenseRenew ?? null,
  licenseCreate: o?.licenseCreate ?? null,
  licenseDue: o?.licenseDue ?? null,
  licenseKey: o?.licenseKey ?? '',
  notes: o?.notes ?? '',
  requiresSecondFactor: o?.requiresSecondFactor ?? false,
});

const FIELDS: readonly string[] = ['name', 'poc', 'plantNames', 'subscription', 'licenseRenew', 'licenseCreate', 'licenseDue', 'licenseKey', 'notes', 'requiresSecondFactor'];
const isField = (f: string | null | undefined): f is OrgField => typeof f === 'string' && FIELDS.includes(f);

/** The fields of the organization form; validation on blur or on save (spec §5). */
export function OrganizationForm(props: { existing: Existing | null; readOnly: boolean; onClose(): void; onSaved(): void; regenerate(key: string): Promise<string | null> }) {
  const { existing, readOnly } = props;
  const snackbar = useSnackbar();
  const [values, setValues] = useState<OrgValues>(() => initialValues(existing));
  const [touched, setTouched] = useState<Partial<Record<OrgField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<OrgErrors>({});
  const [confirmKey, setConfirmKey] = useState(false);
  const [create, creating] = useMutation(CreateOrganizationMutation);
  const [update, updating] = useMutation(UpdateOrganizationMutation);
  const errors = validateOrganization(values, existing !== null);
  const shown = (f: OrgField) => (touched[f] ? (errors[f] ?? serverErrors[f]) : serverErrors[f]);
  const touch = (f: OrgField) => () => setTouched((t) => ({ ...t, [f]: true }));
  const set = (patch: Partial<OrgValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setServerErrors({});
  };
  const group = (f: OrgField, label: string, labelFor: string) => ({ label, labelFor, intent: shown(f) ? ('danger' as const) : ('none' as const), helperText: shown(f) });

  async function newKey() {
    setConfirmKey(false);
    if (!existing) return;
    try {
      const key = await props.regenerate(existing.key);
      if (!key) throw new Error('no key');
      set({ licenseKey: key });
      snackbar.success('New license key generated: the old key no longer registers anyone.');
    } catch {
      snackbar.error('Failed to generate new license key.');
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(Object.fromEntries(FIELDS.map((f) => [f, true])));
    if (readOnly || Object.keys(errors).length > 0) return;
    const input = {
      name: values.name.trim(),
      subscription: values.subscription,
      licenseCreate: values.licenseCreate,
      licenseDue: values.licenseDue,
      licenseRenew: values.licenseRenew,
      plantNames: values.plantNames,
      notes: values.notes,
      requiresSecondFactor: values.requiresSecondFactor,
    };
    const failed = existing ? 'Error saving edits to organization' : 'Error creating Organization';
    try {
      const payload = existing
        ? (await update({ variables: { input: { ...input, key: existing.key, licenseKey: values.licenseKey, poc: values.poc?.key ?? null } } })).data?.updateOrganization
        : (await create({ variables: { input } })).data?.createOrganization;
      if (payload?.organization && payload.errors.length === 0) {
        snackbar.success('Organization SAVED!');
        props.onSaved();
        return;
      }
      const fieldErrors: OrgErrors = {};
      for (const e of payload?.errors ?? []) if (isField(e.field)) fieldErrors[e.field] = e.message;
      setServerErrors(fieldErrors);
      snackbar.error(payload?.errors[0]?.message ?? failed);
    } catch (error) {
      snackbar.error(error instanceof Error && error.message ? error.message : failed);
    }
  }

  const subscriptionOptions = [
    ...(values.subscription === null ? [{ value: '', label: '' }] : []),
    ...SUBSCRIPTIONS.map((s) => ({ value: s.value, label: s.label })),
    ...(values.subscription !== null && !SUBSCRIPTIONS.some((s) => s.value === values.subscription) ? [{ value: values.subscription, label: `Level ${values.subscription}` }] : []),
  ];

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        <FormGroup {...group('name', 'Name', 'org-name')}>
          <InputGroup id="org-name" value={values.name} readOnly={readOnly} autoFocus={!readOnly} intent={shown('name') ? 'danger' : 'none'} onValueChange={(v) => set({ name: v })} onBlur={touch('name')} />
        </FormGroup>
        <FormGroup {...group('poc', 'Point of Contact', 'org-poc')}>
          <PocField id="org-poc" organizationKey={existing?.key ?? null} value={values.poc} readOnly={readOnly} onChange={(poc: Person | null) => set({ poc })} />
        </FormGroup>
        <FormGroup {...group('plantNames', 'Plant Name(s)', 'org-plants')}>
          <TagInput
            values={values.plantNames}
            disabled={readOnly}
            addOnBlur
            placeholder="Type a plant name, then Enter"
            intent={shown('plantNames') ? 'danger' : 'none'}
            inputProps={{ id: 'org-plants', onBlur: touch('plantNames') }}
            onAdd={(added) => set({ plantNames: [...values.plantNames, ...added.map((a) => a.trim()).filter((a) => a !== '' && !values.plantNames.includes(a))] })}
            onRemove={(_, index) => set({ plantNames: values.plantNames.filter((__, i) => i !== index) })}
          />
        </FormGroup>
        <FormGroup {...group('subscription', 'Subscription Level', 'org-subscription')}>
          <HTMLSelect
            id="org-subscription"
            fill
            disabled={readOnly}
            value={values.subscription ?? ''}
            options={subscriptionOptions}
            onChange={(e) => set({ subscription: e.currentTarget.value === '' ? null : Number(e.currentTarget.value) })}
            onBlur={touch('subscription')}
          />
        </FormGroup>
        <div className="fel-date-row">
          <DateField id="org-renew" label="License Renewal" value={values.licenseRenew} error={shown('licenseRenew')} readOnly={readOnly} onChange={(d) => set({ licenseRenew: d })} onBlur={touch('licenseRenew')} />
          <DateField id="org-create" label="License Created" value={values.licenseCreate} error={shown('licenseCreate')} readOnly={readOnly} onChange={(d) => set({ licenseCreate: d })} onBlur={touch('licenseCreate')} />
          <DateField id="org-due" label="License Expires" value={values.licenseDue} error={shown('licenseDue')} readOnly={readOnly} onChange={(d) => set({ licenseDue: d })} onBlur={touch('licenseDue')} />
        </div>
        {!(readOnly && !values.licenseKey) && (
          <FormGroup {...group('licenseKey', 'License Key', 'org-key')}>
            <InputGroup
              id="org-key"
              readOnly
              value={values.licenseKey}
              placeholder={existing ? '' : 'Generated when the organization is saved'}
              className="fel-cell-mono"
              rightElement={!readOnly ? <Button text="New" variant="minimal" intent="primary" disabled={!existing} onClick={() => setConfirmKey(true)} /> : undefined}
            />
          </FormGroup>
        )}
        <FormGroup label="Notes" labelFor="org-notes">
          <TextArea id="org-notes" fill rows={3} readOnly={readOnly} value={values.notes} onChange={(e) => set({ notes: e.target.value })} />
        </FormGroup>
        <Switch
          label="Require a second factor (an emailed code) when this organization's users sign in"
          checked={values.requiresSecondFactor}
          disabled={readOnly}
          onChange={(e) => set({ requiresSecondFactor: e.currentTarget.checked })}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={readOnly ? 'Close' : 'Cancel'} onClick={props.onClose} />
            {!readOnly && <Button type="submit" intent="primary" text="Save" loading={creating.loading || updating.loading} />}
          </>
        }
      />
      <ConfirmDialog
        isOpen={confirmKey}
        title="Generate new license key?"
        intent="warning"
        icon="key"
        cancelText="No"
        confirmText="Yes"
        onCancel={() => setConfirmKey(false)}
        onConfirm={() => void newKey()}
      >
        <p>The current key stops registering anyone at once.</p>
      </ConfirmDialog>
    </form>
  );
}
