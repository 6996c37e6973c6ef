// Test worlds built to order (decision 081): the database-level factories of src/server/db/factories
// (shared with the demo seed, decision 104), and here what needs the app (an account signed in).

export * from '../../db/factories/index.ts';
export { FACTORY_PASSWORD as TEST_PASSWORD } from '../../db/factories/users.ts';
// Accounts, data and deletion (issue 17)
export * from './account-data.ts';
export * from './progress.ts';
export * from './sessions.ts';
