import { NonIdealState } from '@blueprintjs/core';

/** Placeholder until its issue lands. */
export function CreateProjectPage() {
  return <NonIdealState icon="build" title="Create project" description="This screen is being built." />;
}
