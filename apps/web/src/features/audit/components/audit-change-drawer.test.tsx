import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLog } from '@console/shared/audit/schemas';
import { changeLocale, loadDictionaries } from '@/lib/i18n/i18n';
import screens from '../screens';
import { AuditChangeDrawer } from './audit-change-drawer';

const MENU_CHANGE: AuditLog = {
  id: 7,
  actorId: 1,
  actorName: 'admin',
  action: 'update',
  entityType: 'menu',
  entityId: 'Card',
  before: { position: 2, hidden: false, titleZhCN: null },
  after: { position: 1, hidden: true, titleZhCN: '卡片墙' },
  createdTime: '2026-11-28T10:00:00.000Z',
};

/** Each row of the drawer's table: field, before, after. */
const rows = () =>
  [...document.querySelectorAll('.arco-drawer tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

describe('the audit change drawer', () => {
  beforeAll(async () => {
    changeLocale('en-US');
    await loadDictionaries(screens.AuditLog?.texts ?? {});
  });
  afterEach(cleanup);

  it('names a menu entry by its title, labels its fields, says yes or no, and (none) for a default name', () => {
    render(<AuditChangeDrawer entry={MENU_CHANGE} onClose={() => undefined} />);
    expect(screen.getByText('Edit · Menu entry Card List (Card)')).toBeTruthy();
    expect(rows()).toEqual([
      ['Place in its group', '2', '1'],
      ['Hidden from the menu', 'No', 'Yes'],
      ['Name in Chinese', '(none)', '卡片墙'],
    ]);
  });
});
