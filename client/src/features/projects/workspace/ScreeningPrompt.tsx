import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { type ScreeningAnswersFormValues, ScreeningAnswersFormSchema } from '../../../../../common/project-schema';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { useMutationPayload } from '../../../ui/useMutationPayload';
import { TRY_AGAIN } from '../format';

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
/** The dialog's one message for a missing answer (the rule's "Required" per field, said once for both). */
const BOTH_NEEDED = 'Choose an estimated cost range and a project type, or answer later.';

/** Asks for the screening answers a project lacks (dismissible), for those who may edit it. */
export function ScreeningPrompt(props: { project: FragmentType<typeof ScreeningPromptFragment> }) {
  const project = getFragmentData(ScreeningPromptFragment, props.project);
  const missing = project.costRange === null || project.projectType === null;
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(dismissKey(project.key)) === '1');
  const open = missing && project.viewerCanEdit && !dismissed;
  const { data } = useQuery(ScreeningOptionsQuery, { skip: !open });
  const [save, { loading }] = useMutation(SaveScreeningMutation);
  const run = useMutationPayload();
  const { control, handleSubmit, setValue, setError, formState } = useForm<ScreeningAnswersFormValues>({
    resolver: zodResolver(ScreeningAnswersFormSchema, undefined, { raw: true }),
    defaultValues: { costRange: project.costRange ?? '', projectType: project.projectType ?? '' },
  });
  const [costRange, projectType] = useWatch({ control, name: ['costRange', 'projectType'] });
  const { errors } = formState;
  const error = errors.costRange || errors.projectType ? BOTH_NEEDED : errors.root?.message;

  function later() {
    sessionStorage.setItem(dismissKey(project.key), '1');
    setDismissed(true);
  }

  async function submit(v: ScreeningAnswersFormValues) {
    await run(async () => (await save({ variables: { input: { key: project.key, version: project.version, costRange: v.costRange, projectType: v.projectType } } })).data?.updateProjectDetails, {
      failed: TRY_AGAIN,
      reason: 'instead',
      thrown: 'instead',
      show: (message) => setError('root', { message }),
    });
  }

  return (
    <Dialog isOpen={open} onClose={later} title="Screening questions" canOutsideClickClose={false}>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        <DialogBody>
          <p>This project was created without its screening answers. They label its report and its company comparisons.</p>
          {error && (
            <Callout intent="danger" role="alert" className="fel-section">
              {error}
            </Callout>
          )}
          <FormGroup label="Estimated cost" labelFor="screening-cost">
            <HTMLSelect id="screening-cost" fill value={costRange} onChange={(e) => setValue('costRange', e.currentTarget.value)}>
              <option value="">Not given</option>
              {(data?.projectScreening.costRanges ?? []).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label="Project type" labelFor="screening-type">
            <HTMLSelect id="screening-type" fill value={projectType} onChange={(e) => setValue('projectType', e.currentTarget.value)}>
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
