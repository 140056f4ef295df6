import { useMutation } from '@apollo/client/react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { DeliverableFormSchema, type DeliverableFormValues, DISCIPLINES, NUMBER_MAX } from '../../../../../common/register-schema';
import { getFragmentData, graphql } from '../../../gql';
import { DateField } from '../../../ui/DateField';
import { useMutationPayload } from '../../../ui/useMutationPayload';
import { TRY_AGAIN } from '../format';

// Adding a document to the register, or changing one: from the Register tab, and from an answer card (which
// links the new entry at once). The fields are the register's (common/register-schema.ts); no file is stored.

/** What the register shows of an entry; every register mutation returns the project's register with it. */
export const RegisterEntryFragment = graphql(`
  fragment RegisterEntry_deliverable on Deliverable {
    key
    number
    title
    discipline
    revision
    revisionDate
    link
    version
    counts
    countsProblem
    addedBy {
      key
      name
    }
    linkedTo {
      phase
      questionCode
      questionTitle
    }
  }
`);

const AddMutation = graphql(`
  mutation AddDeliverable($input: AddDeliverableInput!) {
    addDeliverable(input: $input) {
      deliverable {
        ...RegisterEntry_deliverable
      }
      project {
        key
        register {
          ...RegisterEntry_deliverable
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

const EditMutation = graphql(`
  mutation EditDeliverable($input: EditDeliverableInput!) {
    editDeliverable(input: $input) {
      deliverable {
        ...RegisterEntry_deliverable
      }
      project {
        key
        register {
          ...RegisterEntry_deliverable
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

const FIELDS = ['number', 'title', 'discipline', 'revision', 'revisionDate', 'link'] as const;
type Field = (typeof FIELDS)[number];
const isField = (f: string): f is Field => FIELDS.some((k) => k === f);

export type EditedEntry = { key: string; version: number; number: string; title: string; discipline: string; revision: string; revisionDate: string | null; link: string | null };

/** The add / edit dialog of a register entry; `onSaved` receives the entry's key (an answer card links it). */
export function DeliverableDialog({ projectKey, entry, onClose, onSaved }: { projectKey: string; entry: EditedEntry | null; onClose(): void; onSaved?(key: string): void }) {
  const run = useMutationPayload();
  const [add, { loading: adding }] = useMutation(AddMutation);
  const [edit, { loading: saving }] = useMutation(EditMutation);
  const { control, handleSubmit, setValue, setError, formState } = useForm<DeliverableFormValues>({
    resolver: zodResolver(DeliverableFormSchema, undefined, { raw: true }),
    defaultValues: { number: entry?.number ?? '', title: entry?.title ?? '', discipline: entry?.discipline ?? '', revision: entry?.revision ?? '', revisionDate: entry?.revisionDate ?? null, link: entry?.link ?? '' },
  });
  const values = useWatch({ control });
  const { errors } = formState;

  async function submit(v: DeliverableFormValues) {
    const fields = { number: v.number, title: v.title ?? '', discipline: v.discipline ?? '', revision: v.revision ?? '', revisionDate: v.revisionDate ?? null, link: v.link ?? '' };
    const saved = await run(
      async () =>
        entry
          ? (await edit({ variables: { input: { key: projectKey, id: entry.key, version: entry.version, ...fields } } })).data?.editDeliverable
          : (await add({ variables: { input: { key: projectKey, ...fields } } })).data?.addDeliverable,
      {
        success: entry ? 'Register entry saved.' : `${v.number.trim()} added to the register.`,
        failed: TRY_AGAIN,
        reason: 'instead',
        thrown: 'instead',
        known: FIELDS,
        fields: (found) => {
          for (const [field, message] of Object.entries(found)) if (isField(field)) setError(field, { message });
        },
        show: (message) => setError('number', { message }),
      },
    );
    if (!saved?.deliverable) return;
    onSaved?.(getFragmentData(RegisterEntryFragment, saved.deliverable).key);
    onClose();
  }

  const text = (k: Exclude<Field, 'revisionDate'>, label: string, extra: { maxLength?: number; placeholder?: string; list?: string } = {}) => (
    <FormGroup label={label} labelFor={`entry-${k}`} helperText={errors[k]?.message} intent={errors[k] ? 'danger' : 'none'}>
      <InputGroup id={`entry-${k}`} value={String(values[k] ?? '')} onValueChange={(v) => setValue(k, v)} autoFocus={k === 'number'} {...extra} />
    </FormGroup>
  );
  return (
    <Dialog title={entry ? `Edit ${entry.number}` : 'Add a document to the register'} isOpen onClose={onClose}>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <DialogBody>
          {text('number', 'Document number', { maxLength: NUMBER_MAX, placeholder: 'e.g. P&ID-100' })}
          {text('title', 'Title')}
          {text('discipline', 'Discipline', { list: 'register-disciplines' })}
          <datalist id="register-disciplines">
            {DISCIPLINES.map((d) => (
              <option key={d} value={d} />
            ))}
          </datalist>
          {text('revision', 'Revision', { placeholder: 'e.g. B, IFC, 3' })}
          <DateField id="entry-revisionDate" label="Revision date" value={values.revisionDate ?? null} error={errors.revisionDate?.message} readOnly={false} onChange={(v) => setValue('revisionDate', v)} onBlur={() => undefined} />
          {text('link', 'Link (https://, optional)', { placeholder: 'https://documents.example.com/…' })}
          <p className="fel-muted">
            An entry counts as evidence with a number of at least 3 characters including a digit, and a revision or a revision date that is not in the future.
          </p>
        </DialogBody>
        <DialogFooter actions={[<Button key="c" text="Cancel" onClick={onClose} />, <Button key="s" type="submit" intent="primary" text={entry ? 'Save' : 'Add'} loading={adding || saving} />]} />
      </form>
    </Dialog>
  );
}
