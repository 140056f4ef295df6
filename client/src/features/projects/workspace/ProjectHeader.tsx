import { useMutation } from '@apollo/client/react';
import { Button, H1, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { useMutationPayload } from '../../../ui/useMutationPayload';
import { useHelp } from '../../shell/help/help-context';
import { TRY_AGAIN } from '../format';
import { ProjectStateTags } from '../ProjectStateTags';
import { ProjectStateFragment } from './project-lifecycle';
import { DuplicateDialog, RenameDialog, TransferDialog } from './ProjectDialogs';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

export const ProjectHeaderFragment = graphql(`
  fragment ProjectHeader_project on Project {
    ...ProjectState_project
    name
    fel20
    client {
      key
      name
    }
  }
`);

const FinalizeMutation = graphql(`
  mutation FinalizeProject($input: ProjectKeyInput!) {
    finalizeProject(input: $input) {
      project {
        ...ProjectLifecycle_project
      }
      errors {
        message
      }
    }
  }
`);
const UnfinalizeMutation = graphql(`
  mutation UnfinalizeProject($input: ProjectKeyInput!) {
    unfinalizeProject(input: $input) {
      project {
        ...ProjectLifecycle_project
      }
      errors {
        message
      }
    }
  }
`);
const SetActiveMutation = graphql(`
  mutation SetProjectActive($input: SetProjectActiveInput!) {
    setProjectActive(input: $input) {
      project {
        ...ProjectLifecycle_project
      }
      errors {
        message
      }
    }
  }
`);
const CopyMutation = graphql(`
  mutation CopyFel2ToFel3($input: ProjectKeyInput!) {
    copyFel2ToFel3(input: $input) {
      copied
      project {
        ...ProjectLifecycle_project
      }
      errors {
        message
      }
    }
  }
`);

type Confirm = 'finalize' | 'unfinalize' | 'deactivate' | 'copy' | null;
type Open = 'rename' | 'transfer' | 'duplicate' | null;

const CONFIRM: Record<Exclude<Confirm, null>, { title: string; text: string; button: string; intent: 'danger' | 'warning' | 'primary' }> = {
  finalize: {
    title: 'Finalize this project?',
    text: 'Finalize this project? This is permanent: the answers, details, team and sites become read-only for everyone, and you cannot undo it (only an administrator can).',
    button: 'Finalize',
    intent: 'danger',
  },
  unfinalize: { title: 'Unfinalize this project?', text: 'Unfinalize this project? Its team can edit it again.', button: 'Unfinalize', intent: 'warning' },
  deactivate: { title: 'Deactivate this project?', text: 'Deactivate this project? It stays listed, marked as deactivated, and is read-only until it is reactivated.', button: 'Deactivate', intent: 'warning' },
  copy: {
    title: 'Copy the FEL 2 answers to FEL 3?',
    text: 'Copy the FEL 2 answers to FEL 3? This overwrites the current FEL 3 answers of every question that continues a FEL 2 question. FEL 3 stays editable afterwards.',
    button: 'Copy and overwrite',
    intent: 'warning',
  },
};

/** The workspace header: name, state, owner, and the project menu (each entry shown only when the server allows it). */
export function ProjectHeader(props: { project: FragmentType<typeof ProjectHeaderFragment> }) {
  const header = getFragmentData(ProjectHeaderFragment, props.project);
  const project = { ...getFragmentData(ProjectStateFragment, header), ...header };
  const navigate = useNavigate();
  const runPayload = useMutationPayload();
  const help = useHelp();
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [open, setOpen] = useState<Open>(null);
  const [finalize] = useMutation(FinalizeMutation);
  const [unfinalize] = useMutation(UnfinalizeMutation);
  const [setActive] = useMutation(SetActiveMutation);
  const [copy] = useMutation(CopyMutation, {
    // The FEL 3 answers and its report were overwritten: the FEL 3 tab and report read them again when shown.
    update(cache, { data }) {
      const copied = data?.copyFel2ToFel3.project;
      if (!copied) return;
      const id = cache.identify(copied);
      cache.evict({ id, fieldName: 'questionnaire', args: { phase: 'fel3' } });
      cache.evict({ id, fieldName: 'report', args: { phase: 'fel3' } });
    },
  });
  const input = { key: project.key };

  /** Runs a lifecycle call and reports it; the payload's project updates every screen (permissions and states change together). */
  async function run(call: () => Promise<{ errors: readonly { message: string }[] } | undefined>, success: string) {
    return runPayload(call, { success, failed: TRY_AGAIN, reason: 'instead', thrown: 'instead' });
  }

  async function confirmed() {
    const which = confirm;
    setConfirm(null);
    if (which === 'finalize') await run(async () => (await finalize({ variables: { input } })).data?.finalizeProject, 'Project finalized.');
    if (which === 'unfinalize') await run(async () => (await unfinalize({ variables: { input } })).data?.unfinalizeProject, 'Project unfinalized.');
    if (which === 'deactivate') await run(async () => (await setActive({ variables: { input: { ...input, isActive: false } } })).data?.setProjectActive, 'Project deactivated.');
    if (which === 'copy') {
      const copied = await run(async () => (await copy({ variables: { input } })).data?.copyFel2ToFel3, 'FEL 2 answers copied to FEL 3.');
      if (copied) navigate(`/dashboard/${project.key}/fel3`);
    }
  }

  const menu = (
    <Menu aria-label="Project actions">
      {project.viewerCanEdit && <MenuItem icon="edit" text="Rename…" onClick={() => setOpen('rename')} />}
      {project.viewerCanTransfer && <MenuItem icon="swap-horizontal" text="Transfer ownership…" onClick={() => setOpen('transfer')} />}
      {project.viewerCanDuplicate && <MenuItem icon="duplicate" text="Duplicate…" onClick={() => setOpen('duplicate')} />}
      {project.viewerCanCopyFel2ToFel3 && <MenuItem icon="import" text="Copy FEL 2 answers to FEL 3…" onClick={() => setConfirm('copy')} />}
      <MenuDivider />
      {project.viewerCanFinalize && <MenuItem icon="lock" text="Finalize…" intent="danger" onClick={() => setConfirm('finalize')} />}
      {project.viewerCanUnfinalize && <MenuItem icon="unlock" text="Unfinalize…" onClick={() => setConfirm('unfinalize')} />}
      {project.viewerCanChangeActive && project.isActive && <MenuItem icon="disable" text="Deactivate…" onClick={() => setConfirm('deactivate')} />}
      {project.viewerCanChangeActive && !project.isActive && (
        <MenuItem icon="refresh" text="Reactivate" onClick={() => void run(async () => (await setActive({ variables: { input: { ...input, isActive: true } } })).data?.setProjectActive, 'Project reactivated.')} />
      )}
    </Menu>
  );

  return (
    <header className="fel-workspace-header">
      <div>
        <H1 className="fel-page-title">
          {project.name}
          <ProjectStateTags isValid={project.isValid} isActive={project.isActive} />
        </H1>
        <span className="fel-muted">
          {project.client.name} · Owner: {project.owner.name}
        </span>
      </div>
      <div className="fel-no-print">
        <Button icon="arrow-left" minimal text="Projects" onClick={() => navigate('/dashboard')} />
        <PopoverNext content={menu} placement="bottom-end">
          <Button icon="more" text="Project" rightIcon="caret-down" />
        </PopoverNext>
      </div>
      {confirm && (
        <ConfirmDialog
          title={CONFIRM[confirm].title}
          isOpen
          intent={CONFIRM[confirm].intent}
          icon="warning-sign"
          cancelText="Cancel"
          confirmText={CONFIRM[confirm].button}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void confirmed()}
        >
          <p>{CONFIRM[confirm].text}</p>
          {confirm === 'copy' && <Button minimal small icon="help" text="How copying from FEL 2 works" onClick={() => help.open('copy-fel2')} />}
        </ConfirmDialog>
      )}
      {open === 'rename' && <RenameDialog isOpen projectKey={project.key} name={project.name} version={project.version} onClose={() => setOpen(null)} />}
      {open === 'transfer' && <TransferDialog isOpen projectKey={project.key} ownerKey={project.owner.key} onClose={() => setOpen(null)} />}
      {open === 'duplicate' && (
        <DuplicateDialog isOpen projectKey={project.key} name={project.name} fel20={project.fel20} onClose={() => setOpen(null)} onCreated={(key) => navigate(`/dashboard/${key}`)} />
      )}
    </header>
  );
}
