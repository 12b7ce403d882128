import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import { defineModule } from '../module';
import { createPolicyService } from './policy.service';
import { createPolicyStore } from './policy.store';
import './policy.messages';
import { policyRoutes } from './policy.routes';
import { seedDemoPolicies } from './policy.seed';

/** The policies' service, built once at start: its routes, the documents and the assistant read through it. */
export const openPolicyService = (db: Db) =>
  createPolicyService(unitOfWork(db, (tx) => ({ rows: createPolicyStore(tx), audit: createAuditStore(tx) })));

/** Policies ("sets") of the search table. */
export const policyModule = defineModule({ name: 'policy', routes: policyRoutes, seedDemo: seedDemoPolicies });
