/** The role administration's front door: the module, its service, and what other modules ask of roles. */
export { openRoleService, rolesModule } from './roles.module';
export type { RoleDirectory, RoleService } from './roles.service';
