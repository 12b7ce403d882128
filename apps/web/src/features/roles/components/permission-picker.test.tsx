import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISSION_NAMES, type Permission } from '@console/shared';
import { changeLocale, loadDictionaries } from '@/lib/i18n/i18n';
import screens from '../screens';
import { PERMISSION_GROUPS } from './permission-groups';
import { PermissionPicker } from './permission-picker';

/** The picker as a form holds it: its value follows what it reports. */
function Picked({
  initial = [],
  locked,
  onChange,
}: {
  initial?: Permission[];
  locked?: boolean;
  onChange: (value: Permission[]) => void;
}) {
  const [value, setValue] = useState<Permission[]>(initial);
  return (
    <PermissionPicker
      value={value}
      locked={locked}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const ALL = PERMISSION_NAMES.length;
const group = (name: string) => screen.getByRole('group', { name });
const box = (name: string) => screen.getByRole('checkbox', { name });

describe('the permission picker', () => {
  beforeAll(async () => {
    changeLocale('en-US');
    await loadDictionaries(screens.AdminRoles?.texts ?? {});
  });
  afterEach(cleanup);

  it('groups every permission by its resource, each described with the pages it opens', () => {
    render(<Picked onChange={vi.fn()} />);
    expect(screen.getAllByRole('group')).toHaveLength(PERMISSION_GROUPS.length);
    expect(screen.getAllByRole('listitem')).toHaveLength(PERMISSION_NAMES.length);

    const policies = group('Policies');
    expect(
      within(policies)
        .getAllByRole('checkbox')
        .map((checkbox) => checkbox.closest('label')?.textContent),
    ).toEqual(['Policies', 'List and export policies', 'Create, edit, switch online or offline, and delete policies']);
    // `policy.read` opens the search table; a write opens no page of its own.
    const [read, write] = within(policies).getAllByRole('listitem');
    expect(read?.textContent).toContain('policy.read');
    expect(read?.textContent).toContain('OpensSearch Table');
    expect(write?.textContent).not.toContain('Opens');
    expect(within(group('Tasks')).getAllByRole('listitem')[0]?.textContent).toContain('OpensTasks');
    expect(screen.getByText(`0 of ${ALL} selected`)).toBeTruthy();
  });

  it('picks or drops a whole group with its checkbox, and shows a group picked in part as mixed', async () => {
    const onChange = vi.fn();
    render(<Picked initial={['task.read']} onChange={onChange} />);
    const tasks = box('Tasks') as HTMLInputElement;
    expect(tasks.checked).toBe(false);
    expect(tasks.indeterminate).toBe(true);
    expect(within(group('Tasks')).getByLabelText('1 of 2 in Tasks selected')).toBeTruthy();

    await userEvent.click(tasks);
    expect(onChange).toHaveBeenLastCalledWith(['task.read', 'task.write']);
    expect(tasks.checked).toBe(true);
    expect(tasks.indeterminate).toBe(false);

    await userEvent.click(box('Policies'));
    // In the table's order, whatever the order of the clicks.
    expect(onChange).toHaveBeenLastCalledWith(['policy.read', 'policy.write', 'task.read', 'task.write']);

    await userEvent.click(tasks);
    expect(onChange).toHaveBeenLastCalledWith(['policy.read', 'policy.write']);
    await userEvent.click(box('View and export the task table'));
    expect(onChange).toHaveBeenLastCalledWith(['policy.read', 'policy.write', 'task.read']);
    expect(screen.getByText(`3 of ${ALL} selected`)).toBeTruthy();
  });

  it('shows the administrators’ role holding every permission, none to change', async () => {
    const onChange = vi.fn();
    render(<Picked initial={['task.read']} locked onChange={onChange} />);
    expect(screen.getByText('Administrators always hold every permission.')).toBeTruthy();
    const checkboxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(checkboxes).toHaveLength(PERMISSION_NAMES.length + PERMISSION_GROUPS.length);
    expect(checkboxes.every((checkbox) => checkbox.checked && checkbox.disabled)).toBe(true);
    expect(screen.getByText(`${ALL} of ${ALL} selected`)).toBeTruthy();
    await userEvent.click(box('Tasks'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
