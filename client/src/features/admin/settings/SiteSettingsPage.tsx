import { NonIdealState } from '@blueprintjs/core';

/** Placeholder until its issue lands. */
export function SiteSettingsPage() {
  return <NonIdealState icon="build" title="Site settings" description="This screen is being built." />;
}
