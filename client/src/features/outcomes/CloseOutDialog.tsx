import { useMutation } from '@apollo/client/react';
import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, H3, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { groupMoney, trimDecimal } from '../../../../common/money';
import {
  CLOSE_OUT_FIELDS,
  CloseOutFormSchema,
  type CloseOutFormValues,
  type CloseOutValues,
  COST_BASES,
  COST_BASIS_LABEL,
  LESSONS_MAX,
} from '../../../../common/outcome-schema';
import { graphql } from '../../gql';
import type { CloseOutSummary_CloseOutFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { serverFieldErrors } from '../../ui/form-errors';
import { useMutationPayload } from '../../ui/useMutationPayload';
import { TRY_AGAIN } from '../projects/format';
import { DateControl, fieldText, MoneyControl, PercentControl } from './form-controls';

// The close-out form (DOMAIN.md §3b): what the project cost (its basis and factor), its scope changes, dates and
// start-up, or that it was cancelled with its spend. One close-out per project: saving again corrects it (the
// version edited is sent), and the first time it is marked final a confirmation says it enters the statistics.

const SaveMutation = graphql(`
  mutation SaveCloseOut($input: SaveCloseOutInput!) {
    saveCloseOut(input: $input) {
      outcomes {
        ...OutcomesTab_outcomes
      }
      errors {
        field
        message
      }
    }
  }
`);

const optional = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

function startingValues(c: CloseOutSummary_CloseOutFragment | null): CloseOutFormValues {
  if (!c) {
    return {
      cancelled: false,
      actualAuthorization: null,
      actualCost: '',
      costBasis: 'asSpent',
      conversionFactor: '1',
      final: false,
      scopeChanges: '0',
      contingencyDrawn: '',
      actualMechanicalCompletion: null,
      actualStartUp: null,
      changeOrders: '',
      startUp6Months: '',
      startUp12Months: '',
      recordableIncidents: '',
      lessons: '',
    };
  }
  return {
    cancelled: c.cancelled,
    actualAuthorization: c.actualAuthorization ?? null,
    actualCost: groupMoney(c.actualCost),
    costBasis: c.costBasis,
    conversionFactor: trimDecimal(c.conversionFactor),
    final: c.final,
    scopeChanges: groupMoney(c.scopeChanges),
    contingencyDrawn: c.contingencyDrawn ? groupMoney(c.contingencyDrawn) : '',
    actualMechanicalCompletion: c.actualMechanicalCompletion ?? null,
    actualStartUp: c.actualStartUp ?? null,
    changeOrders: optional(c.changeOrders),
    startUp6Months: optional(c.startUp6Months),
    startUp12Months: optional(c.startUp12Months),
    recordableIncidents: optional(c.recordableIncidents),
    lessons: c.lessons,
  };
}

type Field = FieldPath<CloseOutFormValues>;

/** Records the project's close-out, or corrects it. */
export function CloseOutDialog(props: { projectKey: string; currency: string; closeOut: CloseOutSummary_CloseOutFragment | null; onClose(): void }) {
  const run = useMutationPayload();
  const [save, { loading }] = useMutation(SaveMutation);
  const [confirming, setConfirming] = useState<CloseOutValues | null>(null);
  const { control, handleSubmit, setError, setValue } = useForm<CloseOutFormValues, unknown, CloseOutValues>({
    resolver: zodResolver(CloseOutFormSchema),
    mode: 'onTouched',
    defaultValues: startingValues(props.closeOut),
  });
  const [basis, cancelled] = useWatch({ control, name: ['costBasis', 'cancelled'] });
  const firstTimeFinal = !props.closeOut?.firstFinalAt;

  async function send(values: CloseOutValues) {
    setConfirming(null);
    const done = await run(async () => (await save({ variables: { input: { key: props.projectKey, version: props.closeOut?.version ?? null, ...values } } })).data?.saveCloseOut, {
      success: props.closeOut ? 'Close-out saved.' : 'Close-out recorded.',
      failed: TRY_AGAIN,
      reason: 'instead',
      thrown: 'instead',
      known: CLOSE_OUT_FIELDS,
      fields: serverFieldErrors(setError, CLOSE_OUT_FIELDS),
    });
    if (done) props.onClose();
  }
  const submit = (values: CloseOutValues) => (values.final && firstTimeFinal ? setConfirming(values) : send(values));

  const date = (name: Field, label: string) => <DateControl control={control} name={name} id={`closeout-${name}`} label={label} />;
  const money = (name: Field, label: string, helperText?: string) => (
    <MoneyControl control={control} name={name} id={`closeout-${name}`} label={label} currency={props.currency} helperText={helperText} />
  );
  const plain = (name: Field, label: string, helperText: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormGroup label={label} labelFor={`closeout-${name}`} intent={fieldState.error ? 'danger' : 'none'} helperText={fieldState.error?.message ?? helperText}>
          <InputGroup id={`closeout-${name}`} value={fieldText(field.value)} inputMode="decimal" disabled={name === 'conversionFactor' && basis === 'asSpent'} onValueChange={field.onChange} onBlur={field.onBlur} />
        </FormGroup>
      )}
    />
  );
  const percent = (name: Field, label: string) => (
    <PercentControl control={control} name={name} id={`closeout-${name}`} label={label} helperText="% of nameplate; may be added later" />
  );
  const check = (name: 'cancelled' | 'final', label: string) => (
    <Controller control={control} name={name} render={({ field }) => <Checkbox className="fel-outcome-check" label={label} checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />} />
  );

  return (
    <Dialog title={props.closeOut ? 'Edit the close-out' : 'Record the close-out'} isOpen onClose={props.onClose} className="fel-outcome-dialog">
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <DialogBody>
          <H3 className="fel-outcome-form-title">Cost</H3>
          {check('cancelled', 'The project was cancelled (its spend is recorded; it joins no statistic)')}
          <div className="fel-outcome-grid">
            {date('actualAuthorization', 'Actual authorization')}
            {money('actualCost', cancelled ? 'Spend' : 'Actual cost (A)')}
            <Controller
              control={control}
              name="costBasis"
              render={({ field }) => (
                <FormGroup label="Basis of the actual cost" labelFor="closeout-costBasis">
                  <HTMLSelect
                    id="closeout-costBasis"
                    fill
                    value={field.value}
                    onChange={(e) => {
                      field.onChange(e.currentTarget.value);
                      if (e.currentTarget.value === 'asSpent') setValue('conversionFactor', '1');
                    }}
                    options={COST_BASES.map((b) => ({ value: b, label: COST_BASIS_LABEL[b] }))}
                  />
                </FormGroup>
              )}
            />
            {plain('conversionFactor', 'Conversion factor (f)', 'To the estimate base date; 1 as spent')}
            {money('scopeChanges', 'Approved scope changes (S)', 'Added scope positive, removed scope negative')}
            {money('contingencyDrawn', 'Contingency drawn (optional)')}
          </div>
          {check('final', 'The cost is final (it enters the statistics)')}
          <H3 className="fel-outcome-form-title">Schedule and start-up</H3>
          <div className="fel-outcome-grid">
            {date('actualMechanicalCompletion', 'Actual mechanical completion')}
            {date('actualStartUp', 'Actual start-up')}
            {plain('changeOrders', 'Change orders', 'Optional')}
            {percent('startUp6Months', 'Start-up attainment at 6 months')}
            {percent('startUp12Months', 'Start-up attainment at 12 months')}
            {plain('recordableIncidents', 'Recordable incidents', 'Optional')}
          </div>
          <Controller
            control={control}
            name="lessons"
            render={({ field, fieldState }) => (
              <FormGroup label="Lessons learned" labelFor="closeout-lessons" intent={fieldState.error ? 'danger' : 'none'} helperText={fieldState.error?.message}>
                <TextArea id="closeout-lessons" fill rows={3} maxLength={LESSONS_MAX} value={field.value} onChange={(e) => field.onChange(e.currentTarget.value)} onBlur={field.onBlur} />
              </FormGroup>
            )}
          />
          {props.closeOut && <Callout intent="none">Saving corrects this close-out; every version is kept in its history.</Callout>}
        </DialogBody>
        <DialogFooter actions={[<Button key="c" text="Cancel" onClick={props.onClose} />, <Button key="s" type="submit" intent="primary" text={props.closeOut ? 'Save' : 'Record'} loading={loading} />]} />
      </form>
      <ConfirmDialog
        isOpen={confirming !== null}
        title="Mark the close-out final?"
        intent="primary"
        confirmText="Mark final and save"
        cancelText="Not yet"
        loading={loading}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void send(confirming)}
      >
        <p>
          From now on this project's cost growth and schedule slip enter your organization's outcome statistics (and the provider's pool, if your organization
          shares its outcomes). You can still correct the close-out later; every change is kept.
        </p>
      </ConfirmDialog>
    </Dialog>
  );
}
