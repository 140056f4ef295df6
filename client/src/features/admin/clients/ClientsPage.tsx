import { NonIdealState } from '@blueprintjs/core';

/** Placeholder until its issue lands. */
export function ClientsPage() {
  return <NonIdealState icon="build" title="Organizations" description="This screen is being built." />;
}
