import { z } from 'zod';
import { chartSnapshotQuerySchema } from '../chart/schemas';
import { WALLET_CHARTS } from './charts';
import { walletTrendQuerySchema } from './schemas';

export { chartSnapshotSchema } from '../chart/schemas';

/** The chart of `GET /api/user/account/charts/:chart` (`walletChartApi`, ./chart-contract.ts). */
export const walletChartParamsSchema = z.object({ chart: z.enum(WALLET_CHARTS, { error: 'validation.option' }) });
/** The picture's theme and size, and the trend's range. */
export const walletChartQuerySchema = chartSnapshotQuerySchema.extend(walletTrendQuerySchema.shape);
export type WalletChartQuery = z.infer<typeof walletChartQuerySchema>;
