import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter, FormGroup, H3, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, type FieldPath, useForm, useWatch } from 'react-hook-form';
import { groupMoney } from '../../../../common/money';
import {
  CONTRACT_LABEL,
  CONTRACT_STRATEGIES,
  DECISION_LABEL,
  ESTIMATE_CLASSES,
  GATE_DECISION_FIELDS,
  GATE_DECISIONS,
  GateDecisionFormSchema,
  type GateDecisionFormValues,
  type GateDecisionValues,
  SCOPE_LABEL,
  SCOPE_TYPES,
} from '../../../../common/outcome-schema';
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { GateDecisionDialog_DecisionFragment } from '../../gql/graphql';
import { serverFieldErrors } from '../../ui/form-errors';
import { useMutationPayload } from '../../ui/useMutationPayload';
import { TRY_AGAIN } from '../projects/format';
import { DateControl, fieldText, MoneyControl, PercentControl } from './form-controls';
import { reportLabel } from './outcome-format';

// The gate decision form (DOMAIN.md §3b): which signed-off report, what the committee decided and when, the
// authorized budget, the estimate's class and range, the plan, scope and contract. react-hook-form on the
// schema the server parses with (common/outcome-schema.ts); its output is what is sent.

export const GateDecisionDialogFragment = graphql(`
  fragment GateDecisionDialog_decision on GateDecision {
    key
    decision
    decisionLabel
    decidedOn
    report {
      key
      phase
      method
      felIndex
      band
      signedOffAt
    }
    currency
    base
    contingency
    escalation
    estimateBaseDate
    estimateClass
    rangeLowPct
    rangeHighPct
    p50
    p80
    plannedAuthorization
    plannedMechanicalCompletion
    plannedStartUp
    scopeType
    shutdownDependent
    contractStrategy
    conditionsNote
    version
  }
`);

const RecordMutation = graphql(`
  mutation RecordGateDecision($input: RecordGateDecisionInput!) {
    recordGateDecision(input: $input) {
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

const EditMutation = graphql(`
  mutation EditGateDecision($input: EditGateDecisionInput!) {
    editGateDecision(input: $input) {
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

type Report = { key: string; phase: string; method: number; felIndex: number; band: string; signedOffAt?: string | null };

/** What the form starts from: the decision edited, or a new one on the newest FEL 3 report (the currency of the last decision). */
function startingValues(reports: readonly Report[], editing: GateDecisionDialog_DecisionFragment | null, currency: string): GateDecisionFormValues {
  if (editing) {
    return {
      report: editing.report.key,
      decision: editing.decision,
      decidedOn: editing.decidedOn,
      currency: editing.currency,
      base: groupMoney(editing.base),
      contingency: groupMoney(editing.contingency),
      escalation: groupMoney(editing.escalation),
      estimateBaseDate: editing.estimateBaseDate,
      estimateClass: String(editing.estimateClass),
      rangeLowPct: String(editing.rangeLowPct),
      rangeHighPct: String(editing.rangeHighPct),
      p50: editing.p50 ? groupMoney(editing.p50) : '',
      p80: editing.p80 ? groupMoney(editing.p80) : '',
      plannedAuthorization: editing.plannedAuthorization,
      plannedMechanicalCompletion: editing.plannedMechanicalCompletion,
      plannedStartUp: editing.plannedStartUp,
      scopeType: editing.scopeType,
      shutdownDependent: editing.shutdownDependent,
      contractStrategy: editing.contractStrategy,
    };
  }
  const report = reports.find((r) => r.phase === 'fel3') ?? reports[0];
  return {
    report: report?.key ?? '',
    decision: 'approved',
    decidedOn: null,
    currency,
    base: '',
    contingency: '',
    escalation: '',
    estimateBaseDate: null,
    estimateClass: report?.phase === 'fel2' ? '4' : '3',
    rangeLowPct: '',
    rangeHighPct: '',
    p50: '',
    p80: '',
    plannedAuthorization: null,
    plannedMechanicalCompletion: null,
    plannedStartUp: null,
    scopeType: 'brownfield',
    shutdownDependent: false,
    contractStrategy: 'lumpSumEpc',
  };
}

type Field = FieldPath<GateDecisionFormValues>;

/** Records a gate decision, or corrects one (`editing`). */
export function GateDecisionDialog(input: { projectKey: string; reports: readonly Report[]; editing: FragmentType<typeof GateDecisionDialogFragment> | null; currency: string; onClose(): void }) {
  const props = { ...input, editing: getFragmentData(GateDecisionDialogFragment, input.editing) };
  const run = useMutationPayload();
  const [record, { loading: recording }] = useMutation(RecordMutation);
  const [edit, { loading: editing }] = useMutation(EditMutation);
  const { control, handleSubmit, setError } = useForm<GateDecisionFormValues, unknown, GateDecisionValues>({
    resolver: zodResolver(GateDecisionFormSchema),
    mode: 'onTouched',
    defaultValues: startingValues(props.reports, props.editing, props.currency),
  });
  const currency = fieldText(useWatch({ control, name: 'currency' }));

  async function submit(values: GateDecisionValues) {
    const done = await run(
      async () =>
        props.editing
          ? (await edit({ variables: { input: { key: props.projectKey, id: props.editing.key, version: props.editing.version, ...values } } })).data?.editGateDecision
          : (await record({ variables: { input: { key: props.projectKey, ...values } } })).data?.recordGateDecision,
      {
        success: props.editing ? 'Gate decision saved.' : 'Gate decision recorded.',
        failed: TRY_AGAIN,
        reason: 'instead',
        thrown: 'instead',
        known: GATE_DECISION_FIELDS,
        fields: serverFieldErrors(setError, GATE_DECISION_FIELDS),
      },
    );
    if (done) props.onClose();
  }

  const select = (name: Field, label: string, options: readonly { value: string; label: string }[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormGroup label={label} labelFor={`decision-${name}`} intent={fieldState.error ? 'danger' : 'none'} helperText={fieldState.error?.message}>
          <HTMLSelect id={`decision-${name}`} fill value={fieldText(field.value)} onChange={(e) => field.onChange(e.currentTarget.value)} onBlur={field.onBlur} options={[...options]} />
        </FormGroup>
      )}
    />
  );
  const date = (name: Field, label: string) => <DateControl control={control} name={name} id={`decision-${name}`} label={label} />;
  const money = (name: Field, label: string) => <MoneyControl control={control} name={name} id={`decision-${name}`} label={label} currency={currency} />;
  const percent = (name: Field, label: string, helperText: string) => <PercentControl control={control} name={name} id={`decision-${name}`} label={label} helperText={helperText} />;

  return (
    <Dialog title={props.editing ? 'Edit the gate decision' : 'Record a gate decision'} isOpen onClose={props.onClose} className="fel-outcome-dialog">
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <DialogBody>
          <H3 className="fel-outcome-form-title">The decision</H3>
          <div className="fel-outcome-grid">
            {select('report', 'Signed-off report', props.reports.map((r) => ({ value: r.key, label: reportLabel(r) })))}
            {select('decision', 'Decision', GATE_DECISIONS.map((d) => ({ value: d, label: DECISION_LABEL[d] })))}
            {date('decidedOn', 'Decided on')}
          </div>
          <H3 className="fel-outcome-form-title">Authorized budget</H3>
          <div className="fel-outcome-grid">
            <Controller
              control={control}
              name="currency"
              render={({ field, fieldState }) => (
                <FormGroup label="Currency" labelFor="decision-currency" intent={fieldState.error ? 'danger' : 'none'} helperText={fieldState.error?.message ?? 'ISO code, such as USD or EUR'}>
                  <InputGroup id="decision-currency" value={field.value} maxLength={3} onValueChange={(v) => field.onChange(v.toUpperCase())} onBlur={field.onBlur} />
                </FormGroup>
              )}
            />
            {money('base', 'Base estimate')}
            {money('contingency', 'Contingency')}
            {money('escalation', 'Escalation')}
            {date('estimateBaseDate', 'Estimate base date')}
            {select('estimateClass', 'Estimate class (AACE)', ESTIMATE_CLASSES.map((c) => ({ value: String(c), label: `Class ${c}` })))}
            {percent('rangeLowPct', 'Stated range, low end', 'A percentage of 0 or less, such as −10')}
            {percent('rangeHighPct', 'Stated range, high end', 'A percentage of 0 or more, such as 20')}
            {money('p50', 'P50 (optional)')}
            {money('p80', 'P80 (optional)')}
          </div>
          <H3 className="fel-outcome-form-title">Plan, scope and contract</H3>
          <div className="fel-outcome-grid">
            {date('plannedAuthorization', 'Planned authorization')}
            {date('plannedMechanicalCompletion', 'Planned mechanical completion')}
            {date('plannedStartUp', 'Planned start-up')}
            {select('scopeType', 'Scope type', SCOPE_TYPES.map((s) => ({ value: s, label: SCOPE_LABEL[s] })))}
            {select('contractStrategy', 'Contract strategy', CONTRACT_STRATEGIES.map((c) => ({ value: c, label: CONTRACT_LABEL[c] })))}
            <Controller
              control={control}
              name="shutdownDependent"
              render={({ field }) => <Checkbox className="fel-outcome-check" label="Depends on a shutdown" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />}
            />
          </div>
        </DialogBody>
        <DialogFooter
          actions={[<Button key="c" text="Cancel" onClick={props.onClose} />, <Button key="s" type="submit" intent="primary" text={props.editing ? 'Save' : 'Record'} loading={recording || editing} />]}
        />
      </form>
    </Dialog>
  );
}
