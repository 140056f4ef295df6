import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../../gql';
import type { ScreeningPrompt_ProjectFragment } from '../../../gql/graphql';
import { errorText } from '../format';

// A project created by the legacy client (spec §7: name, fel20, client only) has no screening answers.
// The workspace asks for them when it opens; "Later" dismisses the question for this browser tab.

export const ScreeningPromptFragment = graphql(`
  fragment ScreeningPrompt_project on Project {
    key
    version
    costRange
    projectType
    viewerCanEdit
  }
`);

const ScreeningOptionsQuery = graphql(`
  query ScreeningPromptOptions {
    projectScreening {
      costRanges {
        value
        label
      }
      projectTypes {
        value
        label
      }
    }
  }
`);

const SaveScreeningMutation = graphql(`
  mutation SaveScreeningAnswers($input: UpdateProjectDetailsInput!) {
    updateProjectDetails(input: $input) {
      project {
        key
        version
        costRange
        costRangeLabel
        projectType
        projectTypeLabel
        outsideSmallProjectRange
      }
      errors {
        field
        message
      }
    }
  }
`);

const dismissKey = (projectKey: string) => `fel-screening-later:${projectKey}`;

/** Asks for the screening answers a project lacks (dismissible), for those who may edit it. */
export function ScreeningPrompt({ project }: { project: ScreeningPrompt_ProjectFragment }) {
  const missing = project.costRange === null || project.projectType === null;
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(dismissKey(project.key)) === '1');
  const open = missing && project.viewerCanEdit && !dismissed;
  const { data } = useQuery(ScreeningOptionsQuery, { skip: !open });
  const [save, { loading }] = useMutation(SaveScreeningMutation);
  const [costRange, setCostRange] = useState(project.costRange ?? '');
  const [projectType, setProjectType] = useState(project.projectType ?? '');
  const [error, setError] = useState<string | null>(null);

  function later() {
    sessionStorage.setItem(dismissKey(project.key), '1');
    setDismissed(true);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!costRange || !projectType) {
      setError('Choose an estimated cost range and a project type, or answer later.');
      return;
    }
    setError(null);
    try {
      const { data: result } = await save({ variables: { input: { key: project.key, version: project.version, costRange, projectType } } });
      const failure = result?.updateProjectDetails.errors[0];
      if (failure) setError(failure.message);
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <Dialog isOpen={open} onClose={later} title="Screening questions" canOutsideClickClose={false}>
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <p>This project was created without its screening answers. They label its report and its company comparisons.</p>
          {error && (
            <Callout intent="danger" role="alert" className="fel-section">
              {error}
            </Callout>
          )}
          <FormGroup label="Estimated cost" labelFor="screening-cost">
            <HTMLSelect id="screening-cost" fill value={costRange} onChange={(e) => setCostRange(e.currentTarget.value)}>
              <option value="">Not given</option>
              {(data?.projectScreening.costRanges ?? []).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="Project type" labelFor="screening-type">
            <HTMLSelect id="screening-type" fill value={projectType} onChange={(e) => setProjectType(e.currentTarget.value)}>
              <option value="">Not given</option>
              {(data?.projectScreening.projectTypes ?? []).map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Later" onClick={later} />
              <Button type="submit" intent="primary" text="Save" loading={loading} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
