import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';

/** What every service function receives: the database, the configuration and a logger. */
export interface ServiceContext {
  db: Db;
  database: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
}
