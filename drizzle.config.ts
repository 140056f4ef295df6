import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from server/db/schema; the journal in drizzle/ is the only
// source of truth and is applied at start-up (`migrate()` in server/db/client.ts) or by `npm run db:migrate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './drizzle',
  strict: true,
});
