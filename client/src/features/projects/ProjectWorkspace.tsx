import { NonIdealState } from '@blueprintjs/core';

/** Placeholder until its issue lands. */
export function ProjectWorkspace() {
  return <NonIdealState icon="build" title="Project" description="This screen is being built." />;
}
