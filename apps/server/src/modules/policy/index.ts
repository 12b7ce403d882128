/** The policies' front door: what the app and other modules may use of this module. */
export { openPolicyService, policyModule } from './policy.module';
export type { PolicyService } from './policy.service';
export { policyExport } from './policy.export';
export { fillPoliciesTo } from './policy.seed';
