import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, MenuItem, Spinner, Tag } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { graphql } from '../../../gql';
import { useSnackbar } from '../../../ui/snackbar';
import { useMutationPayload } from '../../../ui/useMutationPayload';

const CelsQuery = graphql(`
  query OrganizationCels($key: ID!, $withCandidates: Boolean!) {
    adminOrganization(key: $key) {
      key
      cels {
        key
        name
        username
      }
    }
    celCandidates @include(if: $withCandidates) {
      key
      name
      username
    }
  }
`);

const SetCelsMutation = graphql(`
  mutation SetOrganizationCels($key: ID!, $cels: [ID!]!) {
    setOrganizationCels(input: { key: $key, cels: $cels }) {
      organization {
        key
        cels {
          key
          name
          username
        }
      }
      errors {
        message
      }
    }
  }
`);

type Person = { key: string; name: string; username: string };

/** Spec §2 "Assign CELs to {client}": provider staff marked CEL; the assignment decides what IPA Users see. */
export function AssignCelsDialog(props: { organization: { key: string; name: string }; readOnly: boolean; onClose(): void }) {
  const snackbar = useSnackbar();
  const { data, error } = useQuery(CelsQuery, { variables: { key: props.organization.key, withCandidates: !props.readOnly }, fetchPolicy: 'network-only' });
  useEffect(() => {
    if (error) snackbar.error('Error fetching CELs.');
  }, [error, snackbar]);
  const current = data?.adminOrganization?.cels;
  return (
    <Dialog isOpen onClose={props.onClose} title={`Assign CELs to ${props.organization.name}`} className="fel-admin-dialog">
      {current ? (
        <CelsForm organizationKey={props.organization.key} initial={current} candidates={data.celCandidates ?? []} readOnly={props.readOnly} onClose={props.onClose} />
      ) : (
        <DialogBody>{error ? <p role="alert">Error fetching CELs.</p> : <Spinner aria-label="Loading" />}</DialogBody>
      )}
    </Dialog>
  );
}

function CelsForm(props: { organizationKey: string; initial: Person[]; candidates: Person[]; readOnly: boolean; onClose(): void }) {
  const run = useMutationPayload();
  // The server decides who may be a CEL; the form only holds the choice.
  const { control, handleSubmit } = useForm<{ cels: Person[] }>({ defaultValues: { cels: props.initial } });
  const [save, { loading }] = useMutation(SetCelsMutation);

  async function submit({ cels }: { cels: Person[] }) {
    const saved = await run(async () => (await save({ variables: { key: props.organizationKey, cels: cels.map((s) => s.key) } })).data?.setOrganizationCels, {
      success: 'CELs have been successfully MODIFIED!',
      failed: 'CELs have not been MODIFIED!',
    });
    if (saved) props.onClose();
  }

  return (
    <>
      <DialogBody>
        <FormGroup label="Client Engagement Leaders" labelFor="cels-input" helperText="Select CELs for this organization">
          <Controller
            control={control}
            name="cels"
            render={({ field: { value: selected, onChange } }) => {
              const isSelected = (p: Person) => selected.some((s) => s.key === p.key);
              const toggle = (p: Person) => onChange(isSelected(p) ? selected.filter((s) => s.key !== p.key) : [...selected, p]);
              return props.readOnly ? (
                <div id="cels-input" className="fel-tag-list">
                  {selected.length === 0 ? <span className="fel-muted">None assigned</span> : selected.map((p) => <Tag key={p.key} minimal>{p.name}</Tag>)}
                </div>
              ) : (
                <MultiSelect<Person>
                  items={props.candidates}
                  selectedItems={selected}
                  itemsEqual="key"
                  fill
                  placeholder="Choose CELs…"
                  tagRenderer={(p) => p.name}
                  itemPredicate={(query, p) => `${p.name} ${p.username}`.toLowerCase().includes(query.trim().toLowerCase())}
                  itemRenderer={(p, { handleClick, handleFocus, modifiers }) =>
                    modifiers.matchesPredicate ? (
                      <MenuItem key={p.key} text={p.name} label={p.username} roleStructure="listoption" selected={isSelected(p)} active={modifiers.active} onClick={handleClick} onFocus={handleFocus} />
                    ) : null
                  }
                  noResults={<MenuItem disabled text="No CEL matches" roleStructure="listoption" />}
                  onItemSelect={toggle}
                  onRemove={toggle}
                  onClear={() => onChange([])}
                  tagInputProps={{ inputProps: { id: 'cels-input' } }}
                  popoverProps={{ minimal: true, matchTargetWidth: true }}
                />
              );
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={props.readOnly ? 'Close' : 'Cancel'} onClick={props.onClose} />
            {!props.readOnly && <Button intent="primary" text="Save" loading={loading} onClick={() => void handleSubmit(submit)()} />}
          </>
        }
      />
    </>
  );
}
