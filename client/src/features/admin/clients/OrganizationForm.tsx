import { useMutation } from '@apollo/client/react';
import { Button, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Switch, TagInput, TextArea } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { SUBSCRIPTIONS } from '../../../../../common/admin';
import { organizationFormSchema } from '../../../../../common/organization-schema';
import { graphql } from '../../../gql';
import type { OrganizationFormQuery } from '../../../gql/graphql';
import { serverFieldErrors } from '../../../ui/form-errors';
import { useMutationPayload } from '../../../ui/useMutationPayload';
import { DateField } from '../../../ui/DateField';
import type { OrgField, OrgValues } from './organization-rules';
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

const RegenerateLicenseKeyMutation = graphql(`
  mutation RegenerateLicenseKey($key: ID!) {
    regenerateLicenseKey(input: { key: $key }) {
      organization {
        key
        licenseKey
      }
      errors {
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

/** The fields of the organization form; validation on blur or on save (spec §5). */
export function OrganizationForm(props: { existing: Existing | null; readOnly: boolean; onClose(): void; onSaved(): void }) {
  const { existing, readOnly } = props;
  // A field's message shows once it has been left or the form sent; from then on it follows each change. A message
  // from the server shows under its field until that field changes.
  const { control, handleSubmit, setValue, setError, formState } = useForm<OrgValues>({
    resolver: zodResolver(organizationFormSchema<OrgValues>(existing !== null), undefined, { raw: true }),
    mode: 'onTouched',
    defaultValues: initialValues(existing),
  });
  const [subscription, licenseKey] = useWatch({ control, name: ['subscription', 'licenseKey'] });
  const [confirmKey, setConfirmKey] = useState(false);
  const run = useMutationPayload();
  const [create, creating] = useMutation(CreateOrganizationMutation);
  const [update, updating] = useMutation(UpdateOrganizationMutation);
  const [regenerate] = useMutation(RegenerateLicenseKeyMutation);
  const shown = (f: OrgField) => formState.errors[f]?.message;
  const group = (f: OrgField, label: string, labelFor: string) => ({ label, labelFor, intent: shown(f) ? ('danger' as const) : ('none' as const), helperText: shown(f) });

  async function newKey() {
    setConfirmKey(false);
    if (!existing) return;
    const done = await run(async () => (await regenerate({ variables: { key: existing.key } })).data?.regenerateLicenseKey, {
      success: 'New license key generated: the old key no longer registers anyone.',
      failed: 'Failed to generate new license key.',
      ok: (payload) => payload.errors.length === 0 && !!payload.organization?.licenseKey,
    });
    if (done?.organization?.licenseKey) setValue('licenseKey', done.organization.licenseKey, { shouldValidate: formState.isSubmitted });
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
        fields: serverFieldErrors(setError, FIELDS),
      },
    );
    if (saved) props.onSaved();
  }

  const date = (f: 'licenseRenew' | 'licenseCreate' | 'licenseDue', id: string, label: string) => (
    <Controller
      control={control}
      name={f}
      render={({ field, fieldState: { error } }) => (
        <DateField id={id} label={label} value={field.value} error={error?.message} readOnly={readOnly} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );

  const subscriptionOptions = [
    ...(subscription === null ? [{ value: '', label: '' }] : []),
    ...SUBSCRIPTIONS.map((s) => ({ value: s.value, label: s.label })),
    ...(subscription !== null && !SUBSCRIPTIONS.some((s) => s.value === subscription) ? [{ value: subscription, label: `Level ${subscription}` }] : []),
  ];

  return (
    <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
      <DialogBody>
        <FormGroup {...group('name', 'Name', 'org-name')}>
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <InputGroup id="org-name" value={field.value} readOnly={readOnly} autoFocus={!readOnly} intent={shown('name') ? 'danger' : 'none'} onValueChange={field.onChange} onBlur={field.onBlur} />
            )}
          />
        </FormGroup>
        <FormGroup {...group('poc', 'Point of Contact', 'org-poc')}>
          <Controller
            control={control}
            name="poc"
            render={({ field }) => <PocField id="org-poc" organizationKey={existing?.key ?? null} value={field.value} readOnly={readOnly} onChange={(person: Person | null) => field.onChange(person)} />}
          />
        </FormGroup>
        <FormGroup {...group('plantNames', 'Plant Name(s)', 'org-plants')}>
          <Controller
            control={control}
            name="plantNames"
            render={({ field }) => (
              <TagInput
                values={field.value}
                disabled={readOnly}
                addOnBlur
                placeholder="Type a plant name, then Enter"
                intent={shown('plantNames') ? 'danger' : 'none'}
                inputProps={{ id: 'org-plants', onBlur: field.onBlur }}
                onAdd={(added) => field.onChange([...field.value, ...added.map((a) => a.trim()).filter((a) => a !== '' && !field.value.includes(a))])}
                onRemove={(_, index) => field.onChange(field.value.filter((__, i) => i !== index))}
              />
            )}
          />
        </FormGroup>
        <FormGroup {...group('subscription', 'Subscription Level', 'org-subscription')}>
          <Controller
            control={control}
            name="subscription"
            render={({ field }) => (
              <HTMLSelect
                id="org-subscription"
                fill
                disabled={readOnly}
                value={field.value ?? ''}
                options={subscriptionOptions}
                onChange={(e) => field.onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
                onBlur={field.onBlur}
              />
            )}
          />
        </FormGroup>
        <div className="fel-date-row">
          {date('licenseRenew', 'org-renew', 'License Renewal')}
          {date('licenseCreate', 'org-create', 'License Created')}
          {date('licenseDue', 'org-due', 'License Expires')}
        </div>
        {!(readOnly && !licenseKey) && (
          <FormGroup {...group('licenseKey', 'License Key', 'org-key')}>
            <InputGroup
              id="org-key"
              readOnly
              value={licenseKey}
              placeholder={existing ? '' : 'Generated when the organization is saved'}
              className="fel-cell-mono"
              rightElement={!readOnly ? <Button text="New" variant="minimal" intent="primary" disabled={!existing} onClick={() => setConfirmKey(true)} /> : undefined}
            />
          </FormGroup>
        )}
        <FormGroup label="Notes" labelFor="org-notes">
          <Controller
            control={control}
            name="notes"
            render={({ field }) => <TextArea id="org-notes" fill rows={3} readOnly={readOnly} value={field.value} onChange={(e) => field.onChange(e.target.value)} />}
          />
        </FormGroup>
        <Controller
          control={control}
          name="requiresSecondFactor"
          render={({ field }) => (
            <Switch
              label="Require a second factor (an emailed code) when this organization's users sign in"
              checked={field.value}
              disabled={readOnly}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
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
