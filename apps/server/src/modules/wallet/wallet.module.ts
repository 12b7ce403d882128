import type { Db } from '../../db/client';
import { unitOfWork } from '../../db/unit-of-work';
import { createAuditStore } from '../../kit/audit';
import { defineModule } from '../module';
import { createWalletService } from './wallet.service';
import { createWalletStore } from './wallet.store';
import { walletRoutes } from './wallet.routes';
import { seedDemoWallet } from './wallet.seed';

/** The wallet's service, built once at start: its routes and the Workplace banner read through it. */
export const openWalletService = (db: Db) =>
  createWalletService(unitOfWork(db, (tx) => ({ wallet: createWalletStore(tx), audit: createAuditStore(tx) })));

/** The account wallet: its ledger, balance, trend, withdrawal accounts and the orders awaiting payment. */
export const walletModule = defineModule({ name: 'wallet', routes: walletRoutes, seedDemo: seedDemoWallet });
