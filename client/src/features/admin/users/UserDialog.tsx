import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, MenuItem, Spinner } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type PathValue, useForm, useWatch } from 'react-hook-form';
import { type UserFormValues, UserFormSchema } from '../../../../../common/user-schema';
import { graphql } from '../../../gql';
import type { UserFormOptionsQuery } from '../../../gql/graphql';
import { useMutationPayload } from '../../../ui/useMutationPayload';

const UserFormOptionsDoc = graphql(`
  query UserFormOptions {
    userFormOptions {
      roleLabel
      ownerOnlyRoles
      defaultRole
      organizations {
        key
        name
        isProvider
        viewerAssignableRoles {
          userType
          label
        }
      }
    }
  }
`);

const CreateUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      user {
        key
      }
      errors {
        field
        message
      }
    }
  }
`);

const UpdateUserMutation = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      user {
        key
        name
        username
        userType
        roleLabel
        celCheck
        poOnly
        client {
          key
          name
          isProvider
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

/** The user being edited, as the Users table has it. */
export type EditedUser = { key: string; name: string; username: string; userType: number; roleLabel: string; celCheck: boolean; poOnly: boolean; client: { key: string; name: string } };

type OrganizationOption = UserFormOptionsQuery['userFormOptions']['organizations'][number];
type Field = keyof UserFormValues;

/** Spec §2 and §5: the "Add user" / "Edit user" dialog. */
export function UserDialog(props: { user: EditedUser | null; onClose(): void; onSaved(): void }) {
  const { data, error } = useQuery(UserFormOptionsDoc, { fetchPolicy: 'cache-and-network' });
  const title = props.user ? 'Edit user' : 'Add user';
  return (
    <Dialog isOpen onClose={props.onClose} title={title} className="fel-admin-dialog">
      {data ? (
        <UserForm user={props.user} options={data.userFormOptions} onClose={props.onClose} onSaved={props.onSaved} />
      ) : (
        <DialogBody>{error ? <p role="alert">Error fetching organizations.</p> : <Spinner aria-label="Loading" />}</DialogBody>
      )}
    </Dialog>
  );
}

function UserForm(props: { user: EditedUser | null; options: UserFormOptionsQuery['userFormOptions']; onClose(): void; onSaved(): void }) {
  const { user, options } = props;
  const single = options.organizations.length === 1 ? options.organizations[0] : undefined;
  const { control, handleSubmit, setValue, subscribe, trigger, formState } = useForm<UserFormValues>({
    resolver: zodResolver(UserFormSchema, undefined, { raw: true }),
    defaultValues: {
      name: user?.name ?? '',
      username: user?.username ?? '',
      organization: user?.client.key ?? single?.key ?? '',
      userType: user?.userType ?? (single ? defaultRole(roleChoices(single, null), options.defaultRole) : options.defaultRole),
      celCheck: user?.celCheck ?? false,
      poOnly: user?.poOnly ?? false,
    },
  });
  const [name, username, organization, userType, celCheck, poOnly] = useWatch({ control, name: ['name', 'username', 'organization', 'userType', 'celCheck', 'poOnly'] });
  const values: UserFormValues = { name, username, organization, userType, celCheck, poOnly };
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const run = useMutationPayload();
  const [create, creating] = useMutation(CreateUserMutation);
  const [update, updating] = useMutation(UpdateUserMutation);
  const org = options.organizations.find((o) => o.key === values.organization) ?? null;
  const roles = org ? roleChoices(org, user) : clientRolePreview(options.organizations);
  // The server says which roles can be "Project owner only" (DOMAIN.md §5).
  const mayBeOwnerOnly = values.userType !== null && options.ownerOnlyRoles.includes(values.userType);
  const submitted = formState.isSubmitted;
  const shown = (f: Field) => formState.errors[f]?.message ?? serverErrors[f];
  // Any change clears what the server said about the last attempt.
  useEffect(() => {
    return subscribe({ formState: { values: true }, callback: () => setServerErrors({}) });
  }, [subscribe]);
  // A field's message shows once it has been left or the form sent; from then on it follows each change.
  const [left, setLeft] = useState<ReadonlySet<Field>>(() => new Set());
  const touch = (f: Field) => () => {
    setLeft((fields) => new Set(fields).add(f));
    void trigger(f);
  };
  const set = <F extends Field>(field: F, value: PathValue<UserFormValues, F>) => setValue(field, value, { shouldValidate: submitted || left.has(field) });

  function chooseOrganization(next: OrganizationOption) {
    const choices = roleChoices(next, user);
    const keep = choices.some((r) => r.userType === values.userType);
    setValue('userType', keep ? values.userType : defaultRole(choices, options.defaultRole));
    setValue('celCheck', next.isProvider ? values.celCheck : false);
    setValue('organization', next.key);
    touch('organization')();
  }

  async function save(v: UserFormValues) {
    const input = {
      name: v.name.trim(),
      username: v.username.trim(),
      organization: v.organization,
      userType: v.userType,
      celCheck: Boolean(org?.isProvider && v.celCheck),
      poOnly: mayBeOwnerOnly && v.poOnly,
    };
    const key = user?.key;
    const saved = await run(
      async () => (key ? (await update({ variables: { input: { ...input, key } } })).data?.updateUser : (await create({ variables: { input } })).data?.createUser),
      { success: 'User SAVED!', failed: user ? 'Error editing user.' : 'Error creating User.', thrown: 'after', fields: (errors) => setServerErrors(pick(errors)) },
    );
    if (saved) props.onSaved();
  }

  const text = (f: 'name' | 'username', label: string, type = 'text') => (
    <FormGroup label={label} labelFor={`user-${f}`} intent={shown(f) ? 'danger' : 'none'} helperText={shown(f)}>
      <InputGroup
        id={`user-${f}`}
        type={type}
        value={values[f]}
        autoFocus={f === 'name'}
        intent={shown(f) ? 'danger' : 'none'}
        aria-invalid={shown(f) ? true : undefined}
        onValueChange={(v) => set(f, v)}
        onBlur={touch(f)}
      />
    </FormGroup>
  );

  return (
    <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
      <DialogBody>
        {text('name', 'Name')}
        {text('username', 'Email', 'email')}
        <FormGroup label="Organization" labelFor="user-organization" intent={shown('organization') ? 'danger' : 'none'} helperText={shown('organization')}>
          {single ? (
            <InputGroup id="user-organization" value={single.name} readOnly />
          ) : (
            <Suggest<OrganizationOption>
              items={options.organizations}
              selectedItem={org}
              inputValueRenderer={(o) => o.name}
              itemPredicate={(query, o) => o.name.toLowerCase().includes(query.trim().toLowerCase())}
              itemRenderer={(o, { handleClick, handleFocus, modifiers }) =>
                modifiers.matchesPredicate ? (
                  <MenuItem key={o.key} text={o.name} active={modifiers.active} roleStructure="listoption" onClick={handleClick} onFocus={handleFocus} />
                ) : null
              }
              noResults={<MenuItem disabled text="No organization matches" roleStructure="listoption" />}
              onItemSelect={chooseOrganization}
              fill
              inputProps={{ id: 'user-organization', placeholder: 'Type to search', onBlur: touch('organization') }}
              popoverProps={{ minimal: true, matchTargetWidth: true }}
            />
          )}
        </FormGroup>
        <FormGroup label={options.roleLabel} labelFor="user-role" intent={shown('userType') ? 'danger' : 'none'} helperText={shown('userType')}>
          <HTMLSelect
            id="user-role"
            fill
            value={values.userType ?? ''}
            onChange={(e) => set('userType', e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
            options={[...(values.userType === null ? [{ value: '', label: '' }] : []), ...roles.map((r) => ({ value: r.userType, label: r.label }))]}
          />
        </FormGroup>
        {org?.isProvider && (
          <Checkbox label="Client Engagement Leader" checked={values.celCheck} onChange={(e) => set('celCheck', e.currentTarget.checked)} />
        )}
        {mayBeOwnerOnly && (
          <Checkbox
            label="Project owner only (sees only the projects this user owns, even as a team member elsewhere)"
            checked={values.poOnly}
            onChange={(e) => set('poOnly', e.currentTarget.checked)}
          />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={props.onClose} />
            <Button type="submit" intent="primary" text="Save" loading={creating.loading || updating.loading} />
          </>
        }
      />
    </form>
  );
}

/**
 * Spec §5: the role defaults to the server's default (User); where it cannot be given (the provider), the last
 * role the server offers (they come most powerful first).
 */
function defaultRole(choices: { userType: number }[], preferred: number): number | null {
  if (choices.some((r) => r.userType === preferred)) return preferred;
  return choices.at(-1)?.userType ?? null;
}

/** Before an organization is chosen: the roles a client organization offers, so the default User shows. */
function clientRolePreview(organizations: readonly OrganizationOption[]): { userType: number; label: string }[] {
  const client = organizations.find((o) => !o.isProvider);
  return client ? roleChoices(client, null) : [];
}

/** The roles offered: those the server says the viewer may give here, plus the user's current one when it stays. */
function roleChoices(org: OrganizationOption | null, user: EditedUser | null): { userType: number; label: string }[] {
  if (!org) return [];
  const allowed = org.viewerAssignableRoles.map((r) => ({ userType: r.userType, label: r.label }));
  if (user && user.client.key === org.key && !allowed.some((r) => r.userType === user.userType)) {
    return [{ userType: user.userType, label: user.roleLabel }, ...allowed].sort((a, b) => a.userType - b.userType);
  }
  return allowed;
}

const FIELDS: readonly Field[] = ['name', 'username', 'organization', 'userType', 'celCheck', 'poOnly'];
/** The server's field errors that belong to a field of this form. */
const pick = (errors: Record<string, string>): Partial<Record<Field, string>> => Object.fromEntries(FIELDS.flatMap((f) => (errors[f] ? [[f, errors[f]]] : [])));
