import { defineModule } from '../module';
import { walletRoutes } from './wallet.routes';
import { seedDemoWallet } from './wallet.seed';

/** The account wallet: its ledger, balance, trend, withdrawal accounts and the orders awaiting payment. */
export const walletModule = defineModule({ name: 'wallet', routes: walletRoutes, seedDemo: seedDemoWallet });
