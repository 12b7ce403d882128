import { render, screen, waitFor, within } from '@testing-library/react';
import user, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Message } from '@arco-design/web-react';
import { defaultPermissions, getRoute, PERMISSION_NAMES } from '@console/shared';
import type { RoleRecord } from '@console/shared/roles/schemas';
import { changeLocale, loadDictionaries } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { userInfoKeys } from '@/lib/session/current-user';
import { useFakeServer } from '@/test/fake-server';
import { fakeProfile } from '@/test/fake-profile';
import { stubResizeObserver } from '@/test/resize-observer';
import screens from '../screens';
import RolesPage from './roles-page';

const fetchMock = vi.fn<typeof fetch>();
const envelope = (data: unknown, status = 200, code = 20000, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), { status });

const TIME = '2026-11-28T08:00:00.000Z';
const role = (id: number, name: string, fields: Partial<RoleRecord>): RoleRecord => ({
  id,
  name,
  labels: { 'zh-CN': name, 'en-US': name },
  title: name,
  permissions: [],
  builtin: false,
  requireSecondFactor: false,
  accounts: 0,
  createdTime: TIME,
  updatedTime: TIME,
  version: 1,
  ...fields,
});
const ROLES = [
  role(1, 'admin', { title: 'Administrator', permissions: [...PERMISSION_NAMES], builtin: true, accounts: 1 }),
  role(2, 'user', { title: 'User', permissions: defaultPermissions('user'), builtin: true, accounts: 2, version: 4 }),
  role(3, 'reviewer', { title: 'Reviewer', permissions: ['policy.read'], accounts: 3, requireSecondFactor: true }),
  role(4, 'unused', { title: 'Unused' }),
];

/** The server: the list for every read, `write` for every write (the body it answers). */
function serverAnswers(
  write: (body: Record<string, unknown>) => Response = (body) => envelope({ ...ROLES[0], ...body }),
) {
  fetchMock.mockImplementation((_url, init) =>
    Promise.resolve(
      init?.method && init.method !== 'GET'
        ? write(JSON.parse(String(init.body)) as Record<string, unknown>)
        : envelope({ list: ROLES, total: ROLES.length }),
    ),
  );
}

/** The writes sent: method, path, body. */
const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => ({
      method: init?.method,
      path: String(url).replace('/member-api', ''),
      body: JSON.parse(String(init?.body)) as unknown,
    }));

function renderPage() {
  const route = getRoute('AdminRoles')!;
  const router = createMemoryRouter([{ path: route.path, handle: { route }, element: <RolesPage /> }], {
    initialEntries: [route.path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Clicks as a user does; a dialog's controls take clicks while it still fades in. */
const userEvent = user.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Types a whole text at once into a field, replacing what it held. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'code' })).closest('tr')!;

describe('the roles screen', () => {
  beforeAll(async () => {
    changeLocale('en-US');
    await loadDictionaries(screens.AdminRoles?.texts ?? {});
  });
  useFakeServer(fetchMock, 'admin-session');
  beforeEach(() => {
    stubResizeObserver();
    queryClient.setQueryData(userInfoKeys.all, fakeProfile('admin'));
  });

  it('lists the roles, deleting none built-in and none that users hold', async () => {
    serverAnswers();
    renderPage();
    const admin = await rowOf('admin');
    expect(within(admin).getByText('Built-in')).toBeTruthy();
    expect(within(admin).getByText(`${PERMISSION_NAMES.length} / ${PERMISSION_NAMES.length}`)).toBeTruthy();
    expect(within(admin).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(await rowOf('user')).queryByRole('button', { name: 'Delete' })).toBeNull();
    const held = within(await rowOf('reviewer')).getByRole('button', { name: 'Delete' });
    expect(held.hasAttribute('disabled')).toBe(true);
    await userEvent.hover(held.parentElement!);
    expect(await screen.findByText('3 users hold this role: take it from them before deleting it')).toBeTruthy();
    expect(
      within(await rowOf('unused'))
        .getByRole('button', { name: 'Delete' })
        .hasAttribute('disabled'),
    ).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'Select role admin' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Select role unused' }).hasAttribute('disabled')).toBe(false);
  });

  it('creates a role with its name, both labels and the permissions picked', async () => {
    serverAnswers((body) => envelope(role(5, String(body.name), body)));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create role' });
    await fill(within(dialog).getByLabelText('Name'), 'Task Reader');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Use 2 to 32 lower-case letters, digits or hyphens, starting with a letter'),
    ).toBeTruthy();
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(writes()).toEqual([]);

    await fill(within(dialog).getByLabelText('Name'), 'task-reader');
    await fill(within(dialog).getByLabelText('Label in Chinese'), '任务查看');
    await fill(within(dialog).getByLabelText('Label in English'), 'Task reader');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'View and export the task table' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(Message.success).toHaveBeenCalledWith('Role task-reader created'));
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/roles',
        body: {
          name: 'task-reader',
          labels: { 'zh-CN': '任务查看', 'en-US': 'Task reader' },
          permissions: ['task.read'],
          requireSecondFactor: false,
        },
      },
    ]);
  });

  it('shows a refusal of the server under its field, and keeps the dialog open', async () => {
    const taken = 'Another role has this name';
    serverAnswers(() => envelope({ issues: [{ path: 'body.name', message: taken }] }, 400, 40000, 'Invalid'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create role' });
    await fill(within(dialog).getByLabelText('Name'), 'user');
    await fill(within(dialog).getByLabelText('Label in Chinese'), '用户');
    await fill(within(dialog).getByLabelText('Label in English'), 'User');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(taken)).toBeTruthy();
    expect(Message.success).not.toHaveBeenCalled();
  });

  it('edits the labels and permissions of a role at its version, saying that its users get them at once', async () => {
    serverAnswers((body) => envelope({ ...ROLES[1], ...body, version: 5 }));
    renderPage();
    await userEvent.click(within(await rowOf('user')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role user' });
    expect(dialog.textContent).toContain('2 users hold this role. A change applies at once');
    expect(within(dialog).queryByLabelText('Name')).toBeNull();
    await fill(within(dialog).getByLabelText('Label in English'), 'Member');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Policies' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(Message.success).toHaveBeenCalledWith('Role user saved'));
    const permissions = PERMISSION_NAMES.filter((p) => p === 'policy.write' || defaultPermissions('user').includes(p));
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/roles/2',
        body: { labels: { 'zh-CN': 'user', 'en-US': 'Member' }, permissions, requireSecondFactor: false, version: 4 },
      },
    ]);
  });

  it('keeps every permission of the administrators’ role, whose labels may still change', async () => {
    serverAnswers();
    renderPage();
    await userEvent.click(within(await rowOf('admin')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role admin' });
    expect(within(dialog).getByText('Administrators always hold every permission.')).toBeTruthy();
    const policies = within(dialog).getByRole('checkbox', { name: 'Policies' }) as HTMLInputElement;
    expect(policies.checked && policies.disabled).toBe(true);
    await fill(within(dialog).getByLabelText('Label in English'), 'Administrators');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({
      labels: { 'zh-CN': 'admin', 'en-US': 'Administrators' },
      permissions: PERMISSION_NAMES,
      requireSecondFactor: false,
      version: 1,
    });
  });

  it('shows which roles require two-step verification, and makes one require it', async () => {
    serverAnswers((body) => envelope({ ...ROLES[1], ...body, version: 5 }));
    renderPage();
    expect(within(await rowOf('reviewer')).getByText('Required')).toBeTruthy();
    expect(within(await rowOf('user')).getByText('Optional')).toBeTruthy();

    await userEvent.click(within(await rowOf('user')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit role user' });
    const required = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Require two-step verification' });
    expect(required.checked).toBe(false);
    expect(dialog.textContent).toContain('One who has not set it up is led to do so before anything else');
    await userEvent.click(required);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(Message.success).toHaveBeenCalledWith('Role user saved'));
    expect(writes()[0]?.body).toMatchObject({ requireSecondFactor: true, version: 4 });
  });
});
