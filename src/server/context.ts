import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { SharedStore } from './lib/shared-store';

/** What every service function receives: the database, the state shared by instances, the configuration and a logger. */
export interface ServiceContext {
  db: Db;
  database: Database;
  store: SharedStore;
  config: AppConfig;
  log: FastifyBaseLogger;
}
