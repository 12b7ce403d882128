import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QualityInspectionItem } from '@console/shared/card-list/schemas';
import '@/lib/i18n/i18n';
import { QualityInspectionCard } from './quality-inspection-card';

const idle: QualityInspectionItem = {
  id: 3,
  name: 'Video',
  title: 'History import',
  description: 'Videos imported from the archive',
  createdTime: '2026-11-01T08:00:00.000Z',
  data: [
    { label: 'Pending inspections', value: '120' },
    { label: 'Backlog duration', value: '60s' },
    { label: 'Pending sampling', value: '0' },
  ],
  inspecting: false,
  inspectingSince: null,
  inspectedBy: null,
};
const running: QualityInspectionItem = {
  ...idle,
  inspecting: true,
  inspectingSince: '2026-11-29T09:30:00.000Z',
  inspectedBy: 'Lin',
};

describe('QualityInspectionCard', () => {
  afterEach(cleanup);

  it('shows the description and figures, and no action to a role that may not change queues', () => {
    render(<QualityInspectionCard item={running} />);
    expect(screen.getAllByText('Videos imported from the archive').length).toBeGreaterThan(0);
    expect(screen.getByText('120')).toBeTruthy();
    expect(screen.getByText('cardList.tag.inspecting')).toBeTruthy();
    expect(screen.getByText('cardList.inspectingBy')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    [idle, 'start'],
    [running, 'stop'],
  ] as const)('starts an idle queue and stops a running one at once (%#)', async (item, action) => {
    const onAction = vi.fn();
    render(<QualityInspectionCard item={item} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: `cardList.action.${action} History import` }));
    expect(onAction).toHaveBeenCalledWith(item, action);
  });

  it('asks before deleting a queue', async () => {
    const onAction = vi.fn();
    render(<QualityInspectionCard item={idle} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'cardList.action.delete History import' }));
    expect(onAction).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('cardList.confirm.delete');
    await userEvent.click(within(dialog).getByRole('button', { name: 'cardList.confirm.deleteOk' }));
    expect(onAction).toHaveBeenCalledWith(idle, 'delete');
  });
});
