import type { Transaction } from 'kysely';
import type { Db } from './database.ts';
import type { DB } from './schema.ts';

/** What a query runs on: the pool, or a transaction a service opened around several queries. */
export type Executor = Db | Transaction<DB>;
