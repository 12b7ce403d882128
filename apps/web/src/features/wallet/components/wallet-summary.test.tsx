import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { WalletSummary } from '@console/shared/wallet/schemas';
import '@/lib/i18n/i18n';
import { walletSummaryQuery } from '../api/wallet-queries';
import { WalletSummaryRow } from './wallet-summary';

describe('WalletSummaryRow', () => {
  afterEach(cleanup);

  it('shows the balance exactly, at once, without counting up to it', () => {
    const client = new QueryClient();
    const summary: WalletSummary = {
      balance: 12345.67,
      currency: 'CNY',
      pendingOrders: 3,
      renewalOrders: 0,
      accounts: [],
    };
    client.setQueryData(walletSummaryQuery().queryKey, summary);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <WalletSummaryRow onRecharge={() => undefined} onWithdraw={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const balance = screen.getByRole('region', { name: /balance|余额/i });
    expect(balance.textContent).toContain('12,345');
    expect(balance.textContent).toContain('.67');
  });
});
