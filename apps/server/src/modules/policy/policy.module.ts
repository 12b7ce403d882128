import { defineModule } from '../module';
import './policy.messages';
import { policyRoutes } from './policy.routes';
import { seedDemoPolicies } from './policy.seed';

/** Policies ("sets") of the search table. */
export const policyModule = defineModule({ name: 'policy', routes: policyRoutes, seedDemo: seedDemoPolicies });
