import { pgliteTemplate } from './pglite-template.ts';

// Part of `npm run build`: makes the migrated embedded-database template, so that the first start with a
// new data folder copies it instead of running initdb and the migrations (server/db/pglite-template.ts).
await pgliteTemplate((message) => console.log(message));
