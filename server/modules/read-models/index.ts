// The read models' door: reads across the tables of several modules, each in one statement. Nothing here
// writes (tests/unit/table-ownership.test.ts); every write stays with the module owning its table.
export * from './accounts.queries.ts';
export * from './cels.queries.ts';
export * from './dashboard.queries.ts';
export * from './portfolio.queries.ts';
export * from './project-answer.queries.ts';
export * from './report-authors.queries.ts';
export * from './user-list.queries.ts';
export * from './method3-move.queries.ts';
export * from './outcomes.queries.ts';
export * from './api-token-list.queries.ts';
export * from './scim-users.queries.ts';
export * from './reviews.queries.ts';
