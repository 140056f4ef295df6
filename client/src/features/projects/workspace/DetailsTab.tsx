import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, FormGroup, H2, HTMLSelect, TextArea } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { DESCRIPTION_MAX, type ProjectDetailsFormValues, ProjectDetailsFormSchema } from '../../../../../common/project-schema';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { DateField } from '../../../ui/DateField';
import { useMutationPayload } from '../../../ui/useMutationPayload';
import { AreaProgressBars } from '../AreaProgressBars';
import { TRY_AGAIN } from '../format';
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
export function DetailsTab(props: { project: FragmentType<typeof DetailsTabFragment> }) {
  const project = getFragmentData(DetailsTabFragment, props.project);
  const run = useMutationPayload();
  const { data } = useQuery(OptionsQuery);
  const [update, { loading }] = useMutation(UpdateDetailsMutation);
  const { control, handleSubmit, setValue, setError, formState } = useForm<ProjectDetailsFormValues>({
    resolver: zodResolver(ProjectDetailsFormSchema, undefined, { raw: true }),
    defaultValues: { description: project.description, costRange: project.costRange ?? '', projectType: project.projectType ?? '', gateDate: project.gateDate ?? null },
  });
  const [description, costRange, projectType, gateDate] = useWatch({ control, name: ['description', 'costRange', 'projectType', 'gateDate'] });
  const { errors } = formState;
  // Against the project as it is now (a save updates it), not the values the form started from.
  const dirty = description !== project.description || costRange !== (project.costRange ?? '') || projectType !== (project.projectType ?? '') || gateDate !== (project.gateDate ?? null);

  async function save(v: ProjectDetailsFormValues) {
    const input = { key: project.key, version: project.version, description: v.description, costRange: v.costRange || undefined, projectType: v.projectType || undefined, gateDate: v.gateDate };
    await run(async () => (await update({ variables: { input } })).data?.updateProjectDetails, {
      success: 'Details saved.',
      failed: TRY_AGAIN,
      reason: 'instead',
      thrown: 'instead',
      fields: (found) => {
        for (const field of ['description', 'costRange', 'projectType', 'gateDate'] as const) if (found[field]) setError(field, { message: found[field] });
      },
      show: (message) => setError('root', { message }),
    });
  }

  return (
    <div>
      <Card className="fel-section">
        <H2 className="fel-section-title">Details</H2>
        <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
          {errors.root && (
            <Callout intent="danger" role="alert" className="fel-section">
              {errors.root.message}
            </Callout>
          )}
          <FormGroup label="Description" labelFor="details-description" helperText={errors.description?.message} intent={errors.description ? 'danger' : 'none'}>
            <TextArea
              id="details-description"
              fill
              rows={3}
              value={description}
              onChange={(e) => setValue('description', e.currentTarget.value)}
              disabled={!project.viewerCanEdit}
              maxLength={DESCRIPTION_MAX}
            />
          </FormGroup>
          <div className="fel-inline-form">
            <FormGroup label="Estimated cost" labelFor="details-cost">
              <HTMLSelect id="details-cost" fill value={costRange} onChange={(e) => setValue('costRange', e.currentTarget.value)} disabled={!project.viewerCanEdit}>
                {!costRange && <option value="">Not given</option>}
                {(data?.projectScreening.costRanges ?? [{ value: project.costRange ?? '', label: project.costRangeLabel ?? '' }]).map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label="Project type" labelFor="details-type">
              <HTMLSelect id="details-type" fill value={projectType} onChange={(e) => setValue('projectType', e.currentTarget.value)} disabled={!project.viewerCanEdit}>
                {!projectType && <option value="">Not given</option>}
                {(data?.projectScreening.projectTypes ?? [{ value: project.projectType ?? '', label: project.projectTypeLabel ?? '' }]).map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <div className="fel-gate-date">
              <DateField
                id="details-gate-date"
                label="Planned gate date"
                value={gateDate}
                error={errors.gateDate?.message}
                readOnly={!project.viewerCanEdit}
                onChange={(v) => setValue('gateDate', v)}
                onBlur={() => undefined}
              />
              {project.viewerCanEdit && gateDate && <Button minimal small icon="cross" text="Clear" aria-label="Clear the planned gate date" onClick={() => setValue('gateDate', null)} />}
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
        <H2 className="fel-section-title">Progress</H2>
        <AreaProgressBars project={project} />
      </Card>
      <SitesSection project={project} />
    </div>
  );
}
