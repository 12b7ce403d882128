import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceCard as Service } from '@console/shared';
import '@/lib/i18n';
import { ServiceCard } from './service-card';

const base: Service = { id: 7, icon: 'filter', title: 'Funnel analysis', description: 'd', enable: true, actionType: 'button', expires: null, expired: false };

describe('ServiceCard', () => {
  afterEach(cleanup);

  it.each([
    [{ enable: true, expired: false }, 'cancel', /opened|已开通/i],
    [{ enable: false, expired: false }, 'open', null],
    [{ enable: true, expired: true }, 'renew', /expired|已过期/i],
  ] as const)('offers the action that fits %o', async (state, action, tag) => {
    const onAction = vi.fn();
    render(<ServiceCard service={{ ...base, ...state }} onAction={onAction} busy={false} />);
    if (tag) expect(screen.getByText(tag)).toBeTruthy();
    await userEvent.click(screen.getByRole('button'));
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), action);
  });

  it('shows no action to a role that may not change services', () => {
    render(<ServiceCard service={base} busy={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
