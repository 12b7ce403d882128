import type { Config } from '../config';
import type { Db } from '../db/client';
import type { SessionService } from './auth/session.service';

/** What every module plugin receives from `buildApp`. */
export interface ModuleDeps {
  config: Config;
  db: Db;
  sessions: SessionService;
}
