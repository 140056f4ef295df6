import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type UserFormValues, UserFormSchema } from '../../../../../common/user-schema';
import { getFragmentData, graphql } from '../../../gql';
import type { UserDialog_OrganizationFragment, UserFormOptionsQuery } from '../../../gql/graphql';
import { CHOICES_PAGE, ChoiceSuggest, useChoiceSearch } from '../../../ui/ChoiceSuggest';
import { serverFieldErrors } from '../../../ui/form-errors';
import { useMutationPayload } from '../../../ui/useMutationPayload';

const UserDialogOrganizationFragment = graphql(`
  fragment UserDialog_organization on Organization {
    key
    name
    offersCel
    viewerAssignableRoles {
      userType
      label
    }
  }
`);

// The first page of organizations (one for a client's user manager), and the edited user's own.
const UserFormOptionsDoc = graphql(`
  query UserFormOptions($first: Int, $user: ID!, $editing: Boolean!) {
    userFormOptions {
      roleLabel
      ownerOnlyRoles
      defaultRole
      roleOrder
      organizationChoices(first: $first) {
        ...UserDialog_organization
      }
    }
    user(key: $user) @include(if: $editing) {
      key
      client {
        ...UserDialog_organization
      }
    }
  }
`);

const OrganizationSearch = graphql(`
  query UserFormOrganizationChoices($search: String, $first: Int) {
    userFormOptions {
      organizationChoices(search: $search, first: $first) {
        ...UserDialog_organization
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

type OrganizationOption = UserDialog_OrganizationFragment;
type FormOptions = UserFormOptionsQuery['userFormOptions'];
type Field = keyof UserFormValues;

/** Spec §2 and §5: the "Add user" / "Edit user" dialog. */
export function UserDialog(props: { user: EditedUser | null; onClose(): void; onSaved(): void }) {
  const { data, error } = useQuery(UserFormOptionsDoc, {
    variables: { first: CHOICES_PAGE, user: props.user?.key ?? '', editing: props.user !== null },
    fetchPolicy: 'cache-and-network',
  });
  const title = props.user ? 'Edit user' : 'Add user';
  return (
    <Dialog isOpen onClose={props.onClose} title={title} className="fel-admin-dialog">
      {data ? (
        <UserForm user={props.user} options={data.userFormOptions} current={getFragmentData(UserDialogOrganizationFragment, data.user?.client) ?? null} onClose={props.onClose} onSaved={props.onSaved} />
      ) : (
        <DialogBody>{error ? <p role="alert">Error fetching organizations.</p> : <Spinner aria-label="Loading" />}</DialogBody>
      )}
    </Dialog>
  );
}

function UserForm(props: { user: EditedUser | null; options: FormOptions; current: OrganizationOption | null; onClose(): void; onSaved(): void }) {
  const { user, options } = props;
  const first = getFragmentData(UserDialogOrganizationFragment, options.organizationChoices);
  const single = first.length === 1 ? first[0] : undefined;
  const [chosen, setChosen] = useState<OrganizationOption | null>(props.current ?? single ?? null);
  const { query, setQuery, search, pending } = useChoiceSearch();
  const searched = useQuery(OrganizationSearch, { variables: { search, first: CHOICES_PAGE }, skip: !search || Boolean(single) });
  const items = search ? getFragmentData(UserDialogOrganizationFragment, searched.data?.userFormOptions.organizationChoices ?? []) : first;
  // A field's message shows once it has been left or the form sent; from then on it follows each change. A message
  // from the server shows under its field until that field changes.
  const { control, handleSubmit, getValues, setValue, setError } = useForm<UserFormValues>({
    resolver: zodResolver(UserFormSchema, undefined, { raw: true }),
    mode: 'onTouched',
    defaultValues: {
      name: user?.name ?? '',
      username: user?.username ?? '',
      organization: user?.client.key ?? single?.key ?? '',
      userType: user?.userType ?? (single ? defaultRole(roleChoices(single, null, options.roleOrder), options.defaultRole) : options.defaultRole),
      celCheck: user?.celCheck ?? false,
      poOnly: user?.poOnly ?? false,
    },
  });
  const [organization, userType] = useWatch({ control, name: ['organization', 'userType'] });
  const run = useMutationPayload();
  const [create, creating] = useMutation(CreateUserMutation);
  const [update, updating] = useMutation(UpdateUserMutation);
  const org = chosen && chosen.key === organization ? chosen : null;
  const roles = org ? roleChoices(org, user, options.roleOrder) : rolePreview(first, options.defaultRole);
  // The server says which roles can be "Project owner only" (DOMAIN.md §5).
  const mayBeOwnerOnly = userType !== null && options.ownerOnlyRoles.includes(userType);

  /** A chosen organization keeps the role when it offers it (otherwise its default) and the CEL choice when it has one. */
  function chooseOrganization(next: OrganizationOption, field: { onChange(key: string): void; onBlur(): void }) {
    const choices = roleChoices(next, user, options.roleOrder);
    const kept = getValues('userType');
    setValue('userType', choices.some((r) => r.userType === kept) ? kept : defaultRole(choices, options.defaultRole));
    if (!next.offersCel) setValue('celCheck', false);
    setChosen(next);
    field.onChange(next.key);
    field.onBlur();
  }

  async function save(v: UserFormValues) {
    const input = {
      name: v.name.trim(),
      username: v.username.trim(),
      organization: v.organization,
      userType: v.userType,
      celCheck: Boolean(org?.offersCel && v.celCheck),
      poOnly: mayBeOwnerOnly && v.poOnly,
    };
    const key = user?.key;
    const saved = await run(
      async () => (key ? (await update({ variables: { input: { ...input, key } } })).data?.updateUser : (await create({ variables: { input } })).data?.createUser),
      { success: 'User SAVED!', failed: user ? 'Error editing user.' : 'Error creating User.', thrown: 'after', fields: serverFieldErrors(setError, FIELDS) },
    );
    if (saved) props.onSaved();
  }

  const text = (f: 'name' | 'username', label: string, type = 'text') => (
    <Controller
      control={control}
      name={f}
      render={({ field, fieldState: { error } }) => (
        <FormGroup label={label} labelFor={`user-${f}`} intent={error ? 'danger' : 'none'} helperText={error?.message}>
          <InputGroup
            id={`user-${f}`}
            type={type}
            value={field.value}
            autoFocus={f === 'name'}
            intent={error ? 'danger' : 'none'}
            aria-invalid={error ? true : undefined}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
          />
        </FormGroup>
      )}
    />
  );

  return (
    <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
      <DialogBody>
        {text('name', 'Name')}
        {text('username', 'Email', 'email')}
        <Controller
          control={control}
          name="organization"
          render={({ field, fieldState: { error } }) => (
            <FormGroup label="Organization" labelFor="user-organization" intent={error ? 'danger' : 'none'} helperText={error?.message}>
              {single ? (
                <InputGroup id="user-organization" value={single.name} readOnly />
              ) : (
                <ChoiceSuggest<OrganizationOption>
                  id="user-organization"
                  items={items}
                  loading={searched.loading || pending}
                  query={query}
                  onQueryChange={setQuery}
                  selected={org}
                  onSelect={(next) => chooseOrganization(next, field)}
                  placeholder="Type to search"
                  noResults="No organization matches"
                  onBlur={field.onBlur}
                />
              )}
            </FormGroup>
          )}
        />
        <Controller
          control={control}
          name="userType"
          render={({ field, fieldState: { error } }) => (
            <FormGroup label={options.roleLabel} labelFor="user-role" intent={error ? 'danger' : 'none'} helperText={error?.message}>
              <HTMLSelect
                id="user-role"
                fill
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
                options={[...(field.value === null ? [{ value: '', label: '' }] : []), ...roles.map((r) => ({ value: r.userType, label: r.label }))]}
              />
            </FormGroup>
          )}
        />
        {org?.offersCel && (
          <Controller
            control={control}
            name="celCheck"
            render={({ field }) => <Checkbox label="Client Engagement Leader" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />}
          />
        )}
        {mayBeOwnerOnly && (
          <Controller
            control={control}
            name="poOnly"
            render={({ field }) => (
              <Checkbox
                label="Project owner only (sees only the projects this user owns, even as a team member elsewhere)"
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
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

/** Before an organization is chosen: the roles of the first organization offering the default role, so the default shows. */
function rolePreview(organizations: readonly OrganizationOption[], preferred: number): { userType: number; label: string }[] {
  const offering = organizations.find((o) => o.viewerAssignableRoles.some((r) => r.userType === preferred));
  return offering ? offering.viewerAssignableRoles.map((r) => ({ userType: r.userType, label: r.label })) : [];
}

/**
 * The roles offered: those the server says the viewer may give here, plus the user's current one when it stays,
 * in the server's role order.
 */
function roleChoices(org: OrganizationOption | null, user: EditedUser | null, order: readonly number[]): { userType: number; label: string }[] {
  if (!org) return [];
  const allowed = org.viewerAssignableRoles.map((r) => ({ userType: r.userType, label: r.label }));
  if (user && user.client.key === org.key && !allowed.some((r) => r.userType === user.userType)) {
    const rank = (r: { userType: number }) => order.indexOf(r.userType);
    return [{ userType: user.userType, label: user.roleLabel }, ...allowed].sort((a, b) => rank(a) - rank(b));
  }
  return allowed;
}

const FIELDS: readonly Field[] = ['name', 'username', 'organization', 'userType', 'celCheck', 'poOnly'];
