/** The accounts' front door: what the app and other modules may use of this module. */
export { openUserService, userModule } from './user.module';
export { AccountError, createAccount, rolesGranted, type UserService } from './user.service';
export { createUserStore, type NewUser } from './user.store';
export { DEMO_ACCOUNTS } from './user.seed';
