import type { Config } from '../config';
import type { Db } from '../db/client';
import type { LiveBus } from '../db/live-bus';
import type { LiveHub } from '../kit/live-hub';
import type { LoginThrottle } from './auth/login-throttle';
import type { SessionService } from './auth/session.service';

/** What every module plugin receives from `buildApp`. */
export interface ModuleDeps {
  config: Config;
  db: Db;
  sessions: SessionService;
  /** Password guessing limits, shared by the sign-in and the password change. */
  throttle: LoginThrottle;
  /** The live channel: publish through the bus; the hub holds this process's open streams. */
  live: { bus: LiveBus; hub: LiveHub };
}
