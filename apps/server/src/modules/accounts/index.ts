/** The account administration's front door. */
export { accountsModule, openAccountService } from './accounts.module';
export type { AccountService } from './accounts.service';
