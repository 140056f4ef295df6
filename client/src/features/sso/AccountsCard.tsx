import { useMutation } from '@apollo/client/react';
import { Button, Callout, Card, FormGroup, H2, HTMLSelect, HTMLTable, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { type FormEvent, useRef, useState } from 'react';
import { isRole, ROLE, ROLE_LABELS } from '../../../../common/roles';
import type { SsoJitMode } from '../../gql/graphql';
import { SaveMutation, savedInput, type SsoSettings, SsoSettingsQuery, type Tell } from './sso-documents';

// Just-in-time accounts (DOMAIN.md §6a): a first sign-in creates the user with the default role or as pending
// approval, and the group→role table (the highest mapped role wins). Only client roles are offered: never a
// provider role: the server lists the roles it may give (SsoConfiguration.grantableRoles) and refuses any other.

type Row = { key: number; group: string; role: number };

/** A server message about a row of the table names the row ("Group mapping 2: …"). */
const explained = (e: { field?: string | null; message: string }) => {
  const row = /^groupRoles\.(\d+)\./.exec(e.field ?? '')?.[1];
  return row === undefined ? e.message : `Group mapping ${Number(row) + 1}: ${e.message}`;
};

function RoleSelect({ id, roles, value, onChange, label }: { id: string; roles: readonly number[]; value: number; onChange: (role: number) => void; label?: string }) {
  return (
    <HTMLSelect id={id} aria-label={label} value={value} onChange={(e) => onChange(Number(e.currentTarget.value))}>
      {roles.filter(isRole).map((r) => (
        <option key={r} value={r}>
          {ROLE_LABELS[r]}
        </option>
      ))}
    </HTMLSelect>
  );
}

export function AccountsCard({ c, tell }: { c: SsoSettings; tell: Tell }) {
  const [jitMode, setJitMode] = useState<SsoJitMode>(c.jitMode);
  const [defaultRole, setDefaultRole] = useState(c.defaultRole);
  const [rows, setRows] = useState<Row[]>(() => c.groupRoles.map((g, key) => ({ key, group: g.group, role: g.role })));
  const [nextKey, setNextKey] = useState(c.groupRoles.length);
  const [errors, setErrors] = useState<string[]>([]);
  // The keyboard follows the table: a new row's group takes the focus; a removed row gives it to "Add group mapping".
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [save, { loading }] = useMutation(SaveMutation, { refetchQueries: [SsoSettingsQuery], awaitRefetchQueries: true });

  const change = (key: number, part: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...part } : r)));
  function add() {
    setRows((all) => [...all, { key: nextKey, group: '', role: ROLE.USER }]);
    setFocusKey(nextKey);
    setNextKey(nextKey + 1);
  }
  function remove(key: number) {
    setRows((all) => all.filter((x) => x.key !== key));
    addButton.current?.focus();
  }

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { ...savedInput(c), jitMode, defaultRole, groupRoles: rows.map((r) => ({ group: r.group.trim(), role: r.role })) };
    const result = await save({ variables: { input } }).catch(() => null);
    const found = result?.data?.saveSsoConfiguration.errors ?? [{ field: null, message: 'Not saved: no answer from the server.' }];
    setErrors(found.map(explained));
    tell(found.length > 0 ? [{ message: 'New accounts and groups not saved.' }] : [], 'New accounts and groups saved.');
  }

  return (
    <Card>
      <H2>New accounts and groups</H2>
      {!c.configured && <p>Save the identity provider first.</p>}
      <form onSubmit={(event) => void onSave(event)} noValidate aria-label="New accounts and groups">
        <RadioGroup label="A first sign-in of someone unknown" selectedValue={jitMode} onChange={(e) => setJitMode(e.currentTarget.value === 'pending' ? 'pending' : 'defaultRole')}>
          <Radio label="Creates an active user with the default role" value="defaultRole" />
          <Radio label="Creates a user pending approval" value="pending" />
        </RadioGroup>
        <FormGroup label="Default role" labelFor="sso-default-role" helperText="Unless the person's groups map to a role below.">
          <RoleSelect id="sso-default-role" roles={c.grantableRoles} value={defaultRole} onChange={setDefaultRole} />
        </FormGroup>
        <HTMLTable compact aria-label="Group mappings">
          <caption className="fel-muted">Members of a group get its role at each sign-in; the highest mapped role wins.</caption>
          <thead>
            <tr>
              <th scope="col">Group</th>
              <th scope="col">Role</th>
              <th scope="col">Remove</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={3}>No group mappings.</td>
              </tr>
            )}
            {rows.map((r, i) => (
              <tr key={r.key}>
                <td>
                  <InputGroup aria-label={`Group of mapping ${i + 1}`} autoFocus={r.key === focusKey} value={r.group} onChange={(e) => change(r.key, { group: e.currentTarget.value })} />
                </td>
                <td>
                  <RoleSelect id={`sso-group-role-${r.key}`} roles={c.grantableRoles} label={`Role of mapping ${i + 1}`} value={r.role} onChange={(role) => change(r.key, { role })} />
                </td>
                <td>
                  <Button icon="trash" variant="minimal" aria-label={`Remove mapping ${i + 1}`} onClick={() => remove(r.key)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {errors.length > 0 && (
          <Callout intent="danger" role="alert" className="fel-section">
            {errors.map((e) => (
              <p key={e}>{e}</p>
            ))}
          </Callout>
        )}
        <div className="fel-form-actions">
          <Button ref={addButton} icon="add" text="Add group mapping" onClick={add} />
          <Button type="submit" intent="primary" text="Save new accounts and groups" loading={loading} disabled={!c.configured} />
        </div>
      </form>
    </Card>
  );
}
