import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../root.ts';

export const SCHEMA_DIR = path.join(ROOT, 'schema');

/** The SDL of every domain, in file order (schema/*.graphql). */
export function loadTypeDefs(): string[] {
  return readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(SCHEMA_DIR, f), 'utf8'));
}
