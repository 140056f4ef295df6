export * from './accounts.ts';
export * from './auth.ts';
export * from './settings.ts';
export * from './projects.ts';
export * from './answers.ts';
export * from './reports.ts';
export * from './audit.ts';
export * from './mail.ts';
