import { NonIdealState } from '@blueprintjs/core';

/** Placeholder until its issue lands. */
export function ProjectListSection() {
  return <NonIdealState icon="build" title="Projects" description="This screen is being built." />;
}
