/** The wallet's front door: what the app and other modules may use of this module. */
export { openWalletService, walletModule } from './wallet.module';
export type { WalletService } from './wallet.service';
export type { WalletFigures } from './wallet.store';
