import { useMutation } from '@apollo/client/react';
import { Button, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Switch, TagInput, TextArea } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type PathValue, useForm, useWatch } from 'react-hook-form';
import { SUBSCRIPTIONS } from '../../../../../common/admin';
import { organizationFormSchema } from '../../../../../common/organization-schema';
import { graphql } from '../../../gql';
import type { OrganizationFormQuery } from '../../../gql/graphql';
import { useSnackbar } from '../../../ui/snackbar';
import { useMutationPayload } from '../../../ui/useMutationPayload';
import { DateField } from '../../../ui/DateField';
import type { OrgErrors, OrgField, OrgValues } from './organization-rules';
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

const FIELDS: readonly OrgField[] = ['name', 'poc', 'plantNames', 'subscription', 'licenseRenew', 'licenseCreate', 'licenseDue', 'licenseKey', 'notes', 'requiresSecondFactor'];
/** The server's field errors that belong to a field of this form. */
const pick = (errors: Record<string, string>): OrgErrors => Object.fromEntries(FIELDS.flatMap((f) => (errors[f] ? [[f, errors[f]]] : [])));

/** The fields of the organization form; validation on blur or on save (spec §5). */
export function OrganizationForm(props: { existing: Existing | null; readOnly: boolean; onClose(): void; onSaved(): void; regenerate(key: string): Promise<string | null> }) {
  const { existing, readOnly } = props;
  const snackbar = useSnackbar();
  const { control, handleSubmit, setValue, subscribe, trigger, formState } = useForm<OrgValues>({
    resolver: zodResolver(organizationFormSchema<OrgValues>(existing !== null), undefined, { raw: true }),
    defaultValues: initialValues(existing),
  });
  const watched = useWatch({ control, name: ['name', 'poc', 'plantNames', 'subscription', 'licenseRenew', 'licenseCreate', 'licenseDue', 'licenseKey', 'notes', 'requiresSecondFactor'] });
  const [name, poc, plantNames, subscription, licenseRenew, licenseCreate, licenseDue, licenseKey, notes, requiresSecondFactor] = watched;
  const values: OrgValues = { name, poc, plantNames, subscription, licenseRenew, licenseCreate, licenseDue, licenseKey, notes, requiresSecondFactor };
  const [serverErrors, setServerErrors] = useState<OrgErrors>({});
  const [left, setLeft] = useState<ReadonlySet<OrgField>>(() => new Set());
  const [confirmKey, setConfirmKey] = useState(false);
  const run = useMutationPayload();
  const [create, creating] = useMutation(CreateOrganizationMutation);
  const [update, updating] = useMutation(UpdateOrganizationMutation);
  const submitted = formState.isSubmitted;
  const shown = (f: OrgField) => formState.errors[f]?.message ?? serverErrors[f];
  // Any change clears what the server said about the last attempt.
  useEffect(() => subscribe({ formState: { values: true }, callback: () => setServerErrors({}) }), [subscribe]);
  // A field's message shows once it has been left or the form sent; from then on it follows each change.
  const touch = (f: OrgField) => () => {
    setLeft((fields) => new Set(fields).add(f));
    void trigger(f);
  };
  const set = <F extends OrgField>(field: F, value: PathValue<OrgValues, F>) => setValue(field, value, { shouldValidate: submitted || left.has(field) });
  const group = (f: OrgField, label: string, labelFor: string) => ({ label, labelFor, intent: shown(f) ? ('danger' as const) : ('none' as const), helperText: shown(f) });

  async function newKey() {
    setConfirmKey(false);
    if (!existing) return;
    try {
      const key = await props.regenerate(existing.key);
      if (!key) throw new Error('no key');
      set('licenseKey', key);
      snackbar.success('New license key generated: the old key no longer registers anyone.');
    } catch {
      snackbar.error('Failed to generate new license key.');
    }
  }

  async function save(v: OrgValues) {
    if (readOnly) return;
    const input = {
      name: v.name.trim(),
      subscription: v.subscription,
      licenseCreate: v.licenseCreate,
      licenseDue: v.licenseDue,
      licenseRenew: v.licenseRenew,
      plantNames: v.plantNames,
      notes: v.notes,
      requiresSecondFactor: v.requiresSecondFactor,
    };
    const key = existing?.key;
    const saved = await run(
      async () =>
        key
          ? (await update({ variables: { input: { ...input, key, licenseKey: v.licenseKey, poc: v.poc?.key ?? null } } })).data?.updateOrganization
          : (await create({ variables: { input } })).data?.createOrganization,
      {
        success: 'Organization SAVED!',
        failed: existing ? 'Error saving edits to organization' : 'Error creating Organization',
        reason: 'instead',
        thrown: 'instead',
        fields: (errors) => setServerErrors(pick(errors)),
      },
    );
    if (saved) props.onSaved();
  }

  const subscriptionOptions = [
    ...(values.subscription === null ? [{ value: '', label: '' }] : []),
    ...SUBSCRIPTIONS.map((s) => ({ value: s.value, label: s.label })),
    ...(values.subscription !== null && !SUBSCRIPTIONS.some((s) => s.value === values.subscription) ? [{ value: values.subscription, label: `Level ${values.subscription}` }] : []),
  ];

  return (
    <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
      <DialogBody>
        <FormGroup {...group('name', 'Name', 'org-name')}>
          <InputGroup id="org-name" value={values.name} readOnly={readOnly} autoFocus={!readOnly} intent={shown('name') ? 'danger' : 'none'} onValueChange={(v) => set('name', v)} onBlur={touch('name')} />
        </FormGroup>
        <FormGroup {...group('poc', 'Point of Contact', 'org-poc')}>
          <PocField id="org-poc" organizationKey={existing?.key ?? null} value={values.poc} readOnly={readOnly} onChange={(person: Person | null) => set('poc', person)} />
        </FormGroup>
        <FormGroup {...group('plantNames', 'Plant Name(s)', 'org-plants')}>
          <TagInput
            values={values.plantNames}
            disabled={readOnly}
            addOnBlur
            placeholder="Type a plant name, then Enter"
            intent={shown('plantNames') ? 'danger' : 'none'}
            inputProps={{ id: 'org-plants', onBlur: touch('plantNames') }}
            onAdd={(added) => set('plantNames', [...values.plantNames, ...added.map((a) => a.trim()).filter((a) => a !== '' && !values.plantNames.includes(a))])}
            onRemove={(_, index) => set('plantNames', values.plantNames.filter((__, i) => i !== index))}
          />
        </FormGroup>
        <FormGroup {...group('subscription', 'Subscription Level', 'org-subscription')}>
          <HTMLSelect
            id="org-subscription"
            fill
            disabled={readOnly}
            value={values.subscription ?? ''}
            options={subscriptionOptions}
            onChange={(e) => set('subscription', e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
            onBlur={touch('subscription')}
          />
        </FormGroup>
        <div className="fel-date-row">
          <DateField id="org-renew" label="License Renewal" value={values.licenseRenew} error={shown('licenseRenew')} readOnly={readOnly} onChange={(d) => set('licenseRenew', d)} onBlur={touch('licenseRenew')} />
          <DateField id="org-create" label="License Created" value={values.licenseCreate} error={shown('licenseCreate')} readOnly={readOnly} onChange={(d) => set('licenseCreate', d)} onBlur={touch('licenseCreate')} />
          <DateField id="org-due" label="License Expires" value={values.licenseDue} error={shown('licenseDue')} readOnly={readOnly} onChange={(d) => set('licenseDue', d)} onBlur={touch('licenseDue')} />
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
          <TextArea id="org-notes" fill rows={3} readOnly={readOnly} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
        </FormGroup>
        <Switch
          label="Require a second factor (an emailed code) when this organization's users sign in"
          checked={values.requiresSecondFactor}
          disabled={readOnly}
          onChange={(e) => set('requiresSecondFactor', e.currentTarget.checked)}
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
