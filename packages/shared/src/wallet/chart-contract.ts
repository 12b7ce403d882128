import { contract } from '../api/contract';

/**
 * The operation that draws the wallet's trend (ADR 052), apart from `walletApi`, with schemas of its
 * own: the wallet page carries the wallet's schemas for its forms, and needs none of these.
 */
export const walletChartApi = contract('wallet', () => import('./chart-schemas'), {
  /** The trend's first view drawn by the server as SVG, at the browser's size and in its theme. */
  chartSnapshot: {
    method: 'GET',
    path: '/api/user/account/charts/:chart',
    access: 'wallet.read',
    params: (s) => s.walletChartParamsSchema,
    query: (s) => s.walletChartQuerySchema,
    response: (s) => s.chartSnapshotSchema,
  },
});
