import { ensureClientBuild } from '../../scripts/client-build.ts';

/** Browser tests run against the built client: build it once per run when its sources changed. */
export default async function setup() {
  await ensureClientBuild();
}
