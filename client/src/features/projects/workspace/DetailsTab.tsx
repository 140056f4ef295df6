import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, FormGroup, H3, HTMLSelect, TextArea } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../../gql';
import type { DetailsTab_ProjectFragment } from '../../../gql/graphql';
import { DateField } from '../../../ui/DateField';
import { useSnackbar } from '../../../ui/snackbar';
import { AreaProgressBars } from '../AreaProgressBars';
import { errorText } from '../format';
import { SitesSection } from './SitesSection';
import { formatDay } from '../../../ui/dates';

export const DetailsTabFragment = graphql(`
  fragment DetailsTab_project on Project {
    key
    description
    costRange
    costRangeLabel
    projectType
    projectTypeLabel
    outsideSmallProjectRange
    gateDate
    fel20
    statusfel3
    version
    createdAt
    finalizedAt
    viewerCanEdit
    ...AreaProgressBars_project
    ...SitesSection_project
  }
`);

const OptionsQuery = graphql(`
  query DetailsOptions {
    projectScreening {
      costRanges {
        value
        label
      }
      projectTypes {
        value
        label
      }
      smallProjectWarning
    }
  }
`);

const UpdateDetailsMutation = graphql(`
  mutation UpdateProjectDetails($input: UpdateProjectDetailsInput!) {
    updateProjectDetails(input: $input) {
      project {
        key
        description
        costRange
        costRangeLabel
        projectType
        projectTypeLabel
        outsideSmallProjectRange
        gateDate
        version
      }
      errors {
        field
        message
      }
    }
  }
`);

const FEL3_STATUS = ['Not started', 'In progress', 'Marked complete'];

/** Details: the screening answers and description (editable), progress, sites. */
export function DetailsTab({ project }: { project: DetailsTab_ProjectFragment }) {
  const snackbar = useSnackbar();
  const { data } = useQuery(OptionsQuery);
  const [update, { loading }] = useMutation(UpdateDetailsMutation);
  const [description, setDescription] = useState(project.description);
  const [costRange, setCostRange] = useState(project.costRange ?? '');
  const [projectType, setProjectType] = useState(project.projectType ?? '');
  const [gateDate, setGateDate] = useState<string | null>(project.gateDate ?? null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const dirty = description !== project.description || costRange !== (project.costRange ?? '') || projectType !== (project.projectType ?? '') || gateDate !== (project.gateDate ?? null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    try {
      const { data: result } = await update({ variables: { input: { key: project.key, version: project.version, description, costRange: costRange || undefined, projectType: projectType || undefined, gateDate } } });
      const errors = result?.updateProjectDetails.errors ?? [];
      const failure = errors[0];
      if (failure) {
        setError(failure.message);
        setFieldErrors(Object.fromEntries(errors.filter((e) => e.field).map((e) => [e.field ?? '', e.message])));
      } else snackbar.success('Details saved.');
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <div>
      <Card className="fel-section">
        <H3>Details</H3>
        <form onSubmit={save} noValidate>
          {error && (
            <Callout intent="danger" role="alert" className="fel-section">
              {error}
            </Callout>
          )}
          <FormGroup label="Description" labelFor="details-description">
            <TextArea id="details-description" fill rows={3} value={description} onChange={(e) => setDescription(e.currentTarget.value)} disabled={!project.viewerCanEdit} maxLength={2000} />
          </FormGroup>
          <div className="fel-inline-form">
            <FormGroup label="Estimated cost" labelFor="details-cost">
              <HTMLSelect id="details-cost" fill value={costRange} onChange={(e) => setCostRange(e.currentTarget.value)} disabled={!project.viewerCanEdit}>
                {!costRange && <option value="">Not given</option>}
                {(data?.projectScreening.costRanges ?? [{ value: project.costRange ?? '', label: project.costRangeLabel ?? '' }]).map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label="Project type" labelFor="details-type">
              <HTMLSelect id="details-type" fill value={projectType} onChange={(e) => setProjectType(e.currentTarget.value)} disabled={!project.viewerCanEdit}>
                {!projectType && <option value="">Not given</option>}
                {(data?.projectScreening.projectTypes ?? [{ value: project.projectType ?? '', label: project.projectTypeLabel ?? '' }]).map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <div className="fel-gate-date">
              <DateField id="details-gate-date" label="Planned gate date" value={gateDate} error={fieldErrors.gateDate} readOnly={!project.viewerCanEdit} onChange={setGateDate} onBlur={() => undefined} />
              {project.viewerCanEdit && gateDate && <Button minimal small icon="cross" text="Clear" aria-label="Clear the planned gate date" onClick={() => setGateDate(null)} />}
            </div>
            {project.viewerCanEdit && <Button type="submit" intent="primary" text="Save details" disabled={!dirty} loading={loading} />}
          </div>
          <p className="fel-muted">The planned gate date is the funding decision the actions work towards: an action due after it is not complete.</p>
          {project.outsideSmallProjectRange && data && (
            <Callout intent="warning" icon="warning-sign" className="fel-section" style={{ marginTop: 12 }}>
              {data.projectScreening.smallProjectWarning}
            </Callout>
          )}
        </form>
        <p className="fel-muted" style={{ marginTop: 12 }}>
          {project.fel20 ? 'Assessed at FEL 2 and FEL 3.' : 'Assessed at FEL 3 only (FEL 2 is out of scope).'} FEL 3: {FEL3_STATUS[project.statusfel3] ?? ''}. Created{' '}
          {formatDay(project.createdAt)}
          {project.finalizedAt ? `; finalized ${formatDay(project.finalizedAt)}` : ''}.
        </p>
      </Card>
      <Card className="fel-section">
        <H3>Progress</H3>
        <AreaProgressBars project={project} />
      </Card>
      <SitesSection project={project} />
    </div>
  );
}
