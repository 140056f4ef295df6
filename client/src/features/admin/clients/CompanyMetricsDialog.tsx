import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { COMPANY_METRIC_KEYS } from '../../../../../common/admin';
import { type CompanyMetricsFormValues, CompanyMetricsSchema, type CompanyMetricsValues } from '../../../../../common/metrics-schema';
import { graphql } from '../../../gql';
import { metricTexts } from '../metrics/MetricField';
import { MetricGrid } from '../metrics/MetricGrid';
import { useMutationPayload } from '../../../ui/useMutationPayload';

const CompanyMetricsQuery = graphql(`
  query CompanyMetrics($key: ID!) {
    adminOrganization(key: $key) {
      key
      companyMetrics {
        fel2co fel3co site2co site3co eng2co eng3co pep2co pep3co
      }
    }
  }
`);

const SetCompanyMetricsMutation = graphql(`
  mutation SetCompanyMetrics($key: ID!, $metrics: CompanyMetricsInput!) {
    setCompanyMetrics(input: { key: $key, metrics: $metrics }) {
      organization {
        key
        companyMetrics {
          fel2co fel3co site2co site3co eng2co eng3co pep2co pep3co
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

const COLUMNS = [{ suffix: 'co', label: 'Company average' }] as const;

/** Spec §2 client metrics: the eight company-average overrides (empty means the average of its reports). */
export function CompanyMetricsDialog(props: { organization: { key: string; name: string }; readOnly: boolean; onClose(): void }) {
  const { data, error } = useQuery(CompanyMetricsQuery, { variables: { key: props.organization.key }, fetchPolicy: 'network-only' });
  const metrics = data?.adminOrganization?.companyMetrics;
  return (
    <Dialog isOpen onClose={props.onClose} title={`Company metrics: ${props.organization.name}`} className="fel-admin-dialog">
      {metrics ? (
        <MetricsForm organizationKey={props.organization.key} initial={metrics} readOnly={props.readOnly} onClose={props.onClose} />
      ) : (
        <DialogBody>{error ? <p role="alert">Failed to fetch Metrics.</p> : <Spinner aria-label="Loading" />}</DialogBody>
      )}
    </Dialog>
  );
}

function MetricsForm(props: { organizationKey: string; initial: Record<string, unknown>; readOnly: boolean; onClose(): void }) {
  const run = useMutationPayload();
  // A value's message shows as it is typed (the rule the server applies); the schema's output is what is sent.
  const { control, handleSubmit } = useForm<CompanyMetricsFormValues, unknown, CompanyMetricsValues>({
    resolver: zodResolver(CompanyMetricsSchema),
    mode: 'onChange',
    defaultValues: metricTexts(COMPANY_METRIC_KEYS, props.initial),
  });
  const [save, { loading }] = useMutation(SetCompanyMetricsMutation);

  // Spec §5: saved only when every value is empty or a positive number; otherwise skipped (the fields say why).
  async function submit(metrics: CompanyMetricsValues) {
    if (props.readOnly) return;
    const saved = await run(async () => (await save({ variables: { key: props.organizationKey, metrics } })).data?.setCompanyMetrics, {
      success: 'Metrics SAVED!',
      failed: 'Error saving changes.',
    });
    if (saved) props.onClose();
  }

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <DialogBody>
        <Callout className="fel-admin-note" icon="info-sign">
          Empty means the average of the client&apos;s own reports is used.
        </Callout>
        <div className="fel-metric-groups fel-metric-groups-compact">
          {(['2', '3'] as const).map((phase) => (
            <MetricGrid key={phase} idPrefix="co" phase={phase} columns={COLUMNS} keys={COMPANY_METRIC_KEYS} control={control} readOnly={props.readOnly} />
          ))}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={props.readOnly ? 'Close' : 'Cancel'} onClick={props.onClose} />
            {!props.readOnly && <Button type="submit" intent="primary" text="Save" loading={loading} />}
          </>
        }
      />
    </form>
  );
}
