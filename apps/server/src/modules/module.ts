import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client';
import type { Random } from '../lib/random';
import type { Platform } from '../platform';

/** What a module's demo seed gets: it runs in the demo seed's transaction, after the accounts exist. */
export interface DemoSeedContext {
  /** The demo accounts, in the order they were created. */
  accounts: readonly { id: number; username: string }[];
  now: Date;
  /** Seeded per module: one module's demo data never shifts another's. */
  random: Random;
}

/**
 * One feature area of the server: its routes (under `/member-api`) and its demo data. Its texts
 * register from its `<x>.messages.ts`. Its routes declare what they need (`Needs`): parts of the
 * platform and the services other modules offer through their `index.ts`. `composition.ts` builds
 * those once and lists every module; adding one there is all the app needs (docs/architecture.md,
 * "Server").
 */
export interface AppModule<Needs extends object = Platform> {
  name: string;
  routes: FastifyPluginAsyncZod<Needs>;
  /** Fills the module's tables on an empty database in demo mode. */
  seedDemo?: (tx: Db, context: DemoSeedContext) => Promise<void>;
}

export const defineModule = <Needs extends object>(module: AppModule<Needs>): AppModule<Needs> => module;
