import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceCard as Service } from '@console/shared/card-list/schemas';
import '@/lib/i18n/i18n';
import { ServiceCard } from './service-card';

const base: Service = {
  id: 7,
  icon: 'filter',
  title: 'Funnel analysis',
  description: 'd',
  enable: true,
  actionType: 'button',
  expires: false,
  expiresAt: null,
};

describe('ServiceCard', () => {
  afterEach(cleanup);

  it.each([
    [{ enable: true, expires: false }, 'cancel', /opened|已开通/i],
    [{ enable: false, expires: false }, 'open', null],
    [{ enable: true, expires: true }, 'renew', /expired|已过期/i],
  ] as const)('offers the action that fits %o', async (state, action, tag) => {
    const onAction = vi.fn();
    render(<ServiceCard service={{ ...base, ...state }} onAction={onAction} busy={false} />);
    if (tag) expect(screen.getByText(tag)).toBeTruthy();
    await userEvent.click(screen.getByRole('button'));
    if (action === 'cancel') {
      // Cancelling stops the service at once: it asks first.
      expect(onAction).not.toHaveBeenCalled();
      const dialog = await screen.findByRole('dialog');
      expect(dialog.textContent).toContain('cardList.confirm.cancel');
      await userEvent.click(within(dialog).getByRole('button', { name: 'cardList.confirm.ok' }));
    }
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), action);
  });

  it('shows no action to a role that may not change services', () => {
    render(<ServiceCard service={base} busy={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
