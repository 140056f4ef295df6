import { ensureClientBuild } from './client-build.ts';

await ensureClientBuild();
