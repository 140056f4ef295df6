import { NonIdealState } from '@blueprintjs/core';

/** Placeholder until its issue lands. */
export function IpaMetricsPage() {
  return <NonIdealState icon="build" title="IPA metrics" description="This screen is being built." />;
}
