import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, FormGroup, H2, H3, InputGroup, NonIdealState, Radio, RadioGroup, Spinner, TextArea } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { FieldError } from '../../ui/FieldError';
import { useSnackbar } from '../../ui/snackbar';
import { errorText } from './format';
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

type Errors = Record<string, string>;

/** /dashboard/create-project: screening questions first, then the name (unique in the organization). */
export function CreateProjectPage() {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { data, loading, error } = useQuery(ScreeningQuery);
  const [create, { loading: saving }] = useMutation(CreateProjectMutation);
  const [step, setStep] = useState<'screening' | 'name'>('screening');
  const [costRange, setCostRange] = useState('');
  const [projectType, setProjectType] = useState('');
  const [fel20, setFel20] = useState<'' | 'yes' | 'no'>('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  if (loading && !data) return <Spinner aria-label="Loading" />;
  if (error || !data) return <NonIdealState icon="error" title="The create screen could not be loaded" description={errorText(error)} />;
  const screening = data.projectScreening;
  if (!data.viewer?.permissions.viewerCanCreateProject) {
    return <NonIdealState icon="lock" title="You cannot create projects here" description="Provider staff create projects once they work on a client; IPA Users read only." />;
  }
  const outside = screening.costRanges.find((c) => c.value === costRange)?.outsideSmallProjectRange ?? false;

  function next(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!costRange) found.costRange = 'Required';
    if (!projectType) found.projectType = 'Required';
    if (!fel20) found.fel20 = 'Required';
    setErrors(found);
    if (Object.keys(found).length === 0) setStep('name');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: 'Required' });
      return;
    }
    try {
      const { data: result } = await create({ variables: { input: { name, description, costRange, projectType, fel20: fel20 === 'yes' } } });
      const payload = result?.createProject;
      if (!payload?.project) {
        const found = Object.fromEntries((payload?.errors ?? []).map((e) => [e.field ?? 'form', e.message]));
        if (found.costRange || found.projectType || found.fel20) setStep('screening');
        setErrors(found);
        return;
      }
      snackbar.success(`Project “${payload.project.name}” created.`);
      navigate(`/dashboard/${payload.project.key}`);
    } catch (e) {
      snackbar.error(errorText(e));
    }
  }

  return (
    <div className="fel-page fel-create">
      <H2>New project</H2>
      <p className="fel-muted">For {data.viewer.activeOrganization.name}</p>
      <Card>
        {step === 'screening' ? (
          <form onSubmit={next} noValidate aria-label="Screening questions">
            <H3>Screening</H3>
            <RadioGroup
              label="What is the project’s estimated total installed cost?"
              name="costRange"
              selectedValue={costRange}
              onChange={(e) => setCostRange(e.currentTarget.value)}
            >
              {screening.costRanges.map((c) => (
                <Radio key={c.value} value={c.value} label={c.label} />
              ))}
            </RadioGroup>
            <FieldError message={errors.costRange} />
            {outside && (
              <Callout intent="warning" icon="warning-sign" className="fel-section" role="status">
                {screening.smallProjectWarning}
              </Callout>
            )}
            <RadioGroup label="What kind of project is it?" name="projectType" selectedValue={projectType} onChange={(e) => setProjectType(e.currentTarget.value)}>
              {screening.projectTypes.map((t) => (
                <Radio key={t.value} value={t.value} label={t.label} />
              ))}
            </RadioGroup>
            <FieldError message={errors.projectType} />
            <RadioGroup
              label="Is FEL 2 (scope development: choosing one alternative) part of this assessment?"
              name="fel20"
              selectedValue={fel20}
              onChange={(e) => setFel20(e.currentTarget.value === 'yes' ? 'yes' : 'no')}
            >
              <Radio value="yes" label="Yes: assess FEL 2, then FEL 3" />
              <Radio value="no" label="No: the scope is chosen; assess FEL 3 (project planning) only" />
            </RadioGroup>
            <FieldError message={errors.fel20} />
            <div className="fel-form-row">
              <Button text="Cancel" onClick={() => navigate('/dashboard')} />
              <Button type="submit" intent="primary" text="Next" rightIcon="arrow-right" />
            </div>
          </form>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Name the project">
            <H3>Name</H3>
            {errors.form && (
              <Callout intent="danger" role="alert" className="fel-section">
                {errors.form}
              </Callout>
            )}
            <FormGroup label="Project name" labelFor="project-name" helperText={errors.name ?? 'Unique in your organization.'} intent={errors.name ? 'danger' : 'none'}>
              <InputGroup id="project-name" value={name} onValueChange={setName} maxLength={100} autoFocus intent={errors.name ? 'danger' : 'none'} />
            </FormGroup>
            <FormGroup label="Description (optional)" labelFor="project-description">
              <TextArea id="project-description" value={description} onChange={(e) => setDescription(e.currentTarget.value)} fill rows={3} maxLength={2000} />
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
