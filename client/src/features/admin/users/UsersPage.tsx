import { NonIdealState } from '@blueprintjs/core';

/** Placeholder until its issue lands. */
export function UsersPage() {
  return <NonIdealState icon="build" title="Users" description="This screen is being built." />;
}
