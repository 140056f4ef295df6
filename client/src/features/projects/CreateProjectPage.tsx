import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, FormGroup, H1, H2, InputGroup, Radio, RadioGroup, Spinner, TextArea } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type CreateProjectFormValues, CreateProjectFormSchema, DESCRIPTION_MAX, PROJECT_NAME_MAX, SCREENING_FIELDS } from '../../../../common/project-schema';
import { graphql } from '../../gql';
import { EmptyState } from '../../ui/EmptyState';
import { FieldError } from '../../ui/FieldError';
import { useSnackbar } from '../../ui/snackbar';
import { useMutationPayload } from '../../ui/useMutationPayload';
import { errorText, TRY_AGAIN } from './format';
import './projects.css';

const ScreeningQuery = graphql(`
  query ProjectScreening {
    viewer {
      activeOrganization {
        key
        name
      }
      permissions {
        viewerCanCreateProject
      }
    }
    projectScreening {
      costRanges {
        value
        label
        outsideSmallProjectRange
      }
      projectTypes {
        value
        label
      }
      smallProjectWarning
    }
  }
`);

const CreateProjectMutation = graphql(`
  mutation CreateProject($input: CreateProjectInput!) {
    createProject(input: $input) {
      project {
        key
        name
      }
      warning
      errors {
        field
        message
      }
    }
  }
`);

type Field = keyof CreateProjectFormValues;
const FIELDS: readonly Field[] = ['name', 'description', 'costRange', 'projectType', 'fel20'];
const isField = (f: string): f is Field => FIELDS.some((known) => known === f);

/** /dashboard/create-project: screening questions first, then the name (unique in the organization). */
export function CreateProjectPage() {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const run = useMutationPayload();
  const { data, loading, error } = useQuery(ScreeningQuery);
  const [create, { loading: saving }] = useMutation(CreateProjectMutation);
  const [step, setStep] = useState<'screening' | 'name'>('screening');
  // Messages show when a step is sent (Next, Create project) and stay until it is sent again.
  const { control, handleSubmit, setValue, setError, clearErrors, trigger, formState } = useForm<CreateProjectFormValues>({
    resolver: zodResolver(CreateProjectFormSchema, undefined, { raw: true }),
    defaultValues: { costRange: '', projectType: '', fel20: null, name: '', description: '' },
  });
  const [costRange, projectType, fel20, name, description] = useWatch({ control, name: ['costRange', 'projectType', 'fel20', 'name', 'description'] });
  const errors = formState.errors;

  if (loading && !data) return <Spinner aria-label="Loading" />;
  if (error || !data) return <EmptyState level={1} icon="error" title="The create screen could not be loaded" description={errorText(error)} />;
  const screening = data.projectScreening;
  if (!data.viewer?.permissions.viewerCanCreateProject) {
    return <EmptyState level={1} icon="lock" title="You cannot create projects here" description="Provider staff create projects once they work on a client; IPA Users read only." />;
  }
  const outside = screening.costRanges.find((c) => c.value === costRange)?.outsideSmallProjectRange ?? false;

  async function next(event: FormEvent) {
    event.preventDefault();
    clearErrors();
    if (await trigger([...SCREENING_FIELDS])) setStep('name');
  }

  async function save(v: CreateProjectFormValues) {
    const payload = await run(
      async () =>
        (await create({ variables: { input: { name: v.name, description: v.description, costRange: v.costRange, projectType: v.projectType, fel20: v.fel20 === true } } })).data
          ?.createProject,
      {
        failed: TRY_AGAIN,
        reason: 'instead',
        thrown: 'instead',
        ok: (created) => !!created.project,
        known: FIELDS,
        fields: (found) => {
          if (found.costRange || found.projectType || found.fel20) setStep('screening');
          for (const [field, message] of Object.entries(found)) if (isField(field)) setError(field, { message });
        },
        show: (message) => setError('root', { message }),
      },
    );
    if (!payload?.project) return;
    snackbar.success(`Project “${payload.project.name}” created.`);
    navigate(`/dashboard/${payload.project.key}`);
  }

  return (
    <div className="fel-page fel-create">
      <H1 className="fel-page-title">New project</H1>
      <p className="fel-muted">For {data.viewer.activeOrganization.name}</p>
      <Card>
        {step === 'screening' ? (
          <form onSubmit={(event) => void next(event)} noValidate aria-label="Screening questions">
            <H2 className="fel-section-title">Screening</H2>
            <RadioGroup
              label="What is the project’s estimated total installed cost?"
              name="costRange"
              selectedValue={costRange}
              onChange={(e) => setValue('costRange', e.currentTarget.value)}
            >
              {screening.costRanges.map((c) => (
                <Radio key={c.value} value={c.value} label={c.label} />
              ))}
            </RadioGroup>
            <FieldError message={errors.costRange?.message} />
            {outside && (
              <Callout intent="warning" icon="warning-sign" className="fel-section" role="status">
                {screening.smallProjectWarning}
              </Callout>
            )}
            <RadioGroup label="What kind of project is it?" name="projectType" selectedValue={projectType} onChange={(e) => setValue('projectType', e.currentTarget.value)}>
              {screening.projectTypes.map((t) => (
                <Radio key={t.value} value={t.value} label={t.label} />
              ))}
            </RadioGroup>
            <FieldError message={errors.projectType?.message} />
            <RadioGroup
              label="Is FEL 2 (scope development: choosing one alternative) part of this assessment?"
              name="fel20"
              selectedValue={fel20 === null ? '' : fel20 ? 'yes' : 'no'}
              onChange={(e) => setValue('fel20', e.currentTarget.value === 'yes')}
            >
              <Radio value="yes" label="Yes: assess FEL 2, then FEL 3" />
              <Radio value="no" label="No: the scope is chosen; assess FEL 3 (project planning) only" />
            </RadioGroup>
            <FieldError message={errors.fel20?.message} />
            <div className="fel-form-row">
              <Button text="Cancel" onClick={() => navigate('/dashboard')} />
              <Button type="submit" intent="primary" text="Next" rightIcon="arrow-right" />
            </div>
          </form>
        ) : (
          <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate aria-label="Name the project">
            <H2 className="fel-section-title">Name</H2>
            {errors.root && (
              <Callout intent="danger" role="alert" className="fel-section">
                {errors.root.message}
              </Callout>
            )}
            <FormGroup label="Project name" labelFor="project-name" helperText={errors.name?.message ?? 'Unique in your organization.'} intent={errors.name ? 'danger' : 'none'}>
              <InputGroup id="project-name" value={name} onValueChange={(v) => setValue('name', v)} maxLength={PROJECT_NAME_MAX} autoFocus intent={errors.name ? 'danger' : 'none'} />
            </FormGroup>
            <FormGroup label="Description (optional)" labelFor="project-description" helperText={errors.description?.message} intent={errors.description ? 'danger' : 'none'}>
              <TextArea id="project-description" value={description} onChange={(e) => setValue('description', e.currentTarget.value)} fill rows={3} maxLength={DESCRIPTION_MAX} />
            </FormGroup>
            <div className="fel-form-row">
              <Button text="Back" icon="arrow-left" onClick={() => setStep('screening')} />
              <Button type="submit" intent="primary" text="Create project" loading={saving} />
            </div>
          </form>
        )}
      </Card>
    </div>
  );
}
