import { NonIdealState } from '@blueprintjs/core';

/** Placeholder until its issue lands. */
export function ReportPage() {
  return <NonIdealState icon="build" title="Report" description="This screen is being built." />;
}
