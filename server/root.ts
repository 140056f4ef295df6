import path from 'node:path';

/**
 * The repository's root folder. This file is server/root.ts in the sources and part of dist/server.js
 * once compiled (scripts/start.mjs): both sit one level below the root, so the files the server reads at
 * run time (drizzle/, schema/, client/dist/) are found from either.
 */
export const ROOT = path.resolve(import.meta.dirname, '..');
