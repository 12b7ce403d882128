import { describe } from 'vitest';
import { walletTrendTexts } from '@console/shared/wallet/charts';
import { itReadsAsTheScreen } from '../../../test/screen-texts';
import './wallet.messages';

describe('the texts of the wallet chart the server draws', () => {
  itReadsAsTheScreen('wallet', walletTrendTexts);
});
