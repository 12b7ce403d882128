import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import {
  ApiCode,
  LIVE_EVENTS,
  PERMISSION_NAMES,
  defaultPermissions,
  menuRouteNames,
  type AuditLogPage,
  type MenuNode,
  type UserInfo,
} from '@console/shared';
import type { Account } from '@console/shared/accounts/schemas';
import type { RoleOption, RolePage, RoleRecord } from '@console/shared/roles/schemas';
import { DRIVERS, callerOf, envelope, login, useTestApp } from '../../../test/helper';
import { liveEvents } from '../../db/schema/live';

const ROLES = '/member-api/api/admin/roles';
const ACCOUNTS = '/member-api/api/admin/accounts';
const INFO = '/member-api/member/info';
const POLICIES = '/member-api/api/list/policy';
const TASKS = '/member-api/api/project/task/list';

const labels = (en: string) => ({ 'zh-CN': `${en}（中文）`, 'en-US': en });

describe.each(DRIVERS)('role administration on %s', (driver) => {
  const ctx = useTestApp(driver);
  let serial = 0;
  const { call, ok } = callerOf(ctx);
  const roles = async (query = 'pageSize=100') =>
    (await ok<RolePage>(ctx.admin, { method: 'GET', url: `${ROLES}?${query}` })).list;
  const role = async (name: string) => (await roles()).find((found) => found.name === name)!;
  const createRole = (name: string, permissions: string[]) =>
    ok<RoleRecord>(ctx.admin, { method: 'POST', url: ROLES, payload: { name, labels: labels(name), permissions } });
  const editRole = (record: RoleRecord, changes: Partial<Pick<RoleRecord, 'labels' | 'permissions'>>) =>
    call(ctx.admin, {
      method: 'PUT',
      url: `${ROLES}/${record.id}`,
      payload: { labels: record.labels, permissions: record.permissions, version: record.version, ...changes },
    });
  /** An account holding `roles`, signed in with its own password already. */
  const accountWith = async (roleNames: string[]) => {
    const username = `role.person.${++serial}`;
    const account = await ok<Account>(ctx.admin, {
      method: 'POST',
      url: ACCOUNTS,
      payload: { username, name: username, email: '', roles: roleNames, password: 'Temp-Pass1' },
    });
    const token = await login(ctx.app, username, 'Temp-Pass1');
    await ok(token, {
      method: 'POST',
      url: '/member-api/api/user/password',
      payload: { oldPassword: 'Temp-Pass1', newPassword: 'Own-Pass1' },
    });
    return { account, token };
  };
  /** The message of a 400's issue on `field`. */
  const issue = (response: LightMyRequestResponse, field: string) =>
    envelope<{ issues: { path: string; message: string }[] }>(response).data.issues.find(
      (found) => found.path === field,
    )?.message;
  const info = (token: string) => ok<UserInfo>(token, { method: 'GET', url: INFO });
  const menu = async (token: string) =>
    menuRouteNames(await ok<MenuNode[]>(token, { method: 'POST', url: '/member-api/api/user/menu' }));

  it('seeds the built-in roles with the code’s table, and lists, filters, sorts and exports them', async () => {
    const [admin, user] = await roles();
    expect(admin).toMatchObject({
      name: 'admin',
      builtin: true,
      permissions: PERMISSION_NAMES,
      title: 'Administrator',
    });
    expect(user).toMatchObject({ name: 'user', builtin: true, permissions: defaultPermissions('user'), title: 'User' });
    expect(admin?.accounts).toBeGreaterThan(0);
    expect((await roles('keyword=ADMINIS')).map((found) => found.name)).toEqual(['admin']);
    expect((await roles('permission=account.write')).map((found) => found.name)).toEqual(['admin']);
    expect((await roles('sortField=name&sortOrder=descend')).map((found) => found.name)).toEqual(['user', 'admin']);
    const csv = await call(ctx.admin, { method: 'GET', url: `${ROLES}/export?format=csv` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('admin,管理员,Administrator,Yes');
    const options = await ok<RoleOption[]>(ctx.admin, { method: 'GET', url: `${ROLES}/options` });
    expect(options.slice(0, 2)).toEqual([
      { name: 'admin', labels: { 'zh-CN': '管理员', 'en-US': 'Administrator' } },
      { name: 'user', labels: { 'zh-CN': '普通用户', 'en-US': 'User' } },
    ]);
  });

  it('grants a custom role exactly its permissions, and a change counts from the next request', async () => {
    const reader = await createRole('task-reader', ['task.read']);
    const { token } = await accountWith(['task-reader']);
    const profile = await info(token);
    expect(profile).toMatchObject({ role: 'task-reader', roles: ['task-reader'], permissions: ['task.read'] });
    expect(profile.roleLabels).toEqual({ 'task-reader': labels('task-reader') });
    expect(await menu(token)).toContain('ProjectSearchTable');
    expect(await menu(token)).not.toContain('SearchTable');
    expect((await call(token, { method: 'GET', url: TASKS })).statusCode).toBe(200);
    const refused = await call(token, { method: 'GET', url: POLICIES });
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).code).toBe(ApiCode.forbidden);

    const granted = await editRole(reader, { permissions: ['policy.read', 'task.read'] });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await call(token, { method: 'GET', url: POLICIES })).statusCode).toBe(200);
    expect(await menu(token)).toContain('SearchTable');
    expect((await info(token)).permissions).toEqual(['policy.read', 'task.read']);
    // The tabs of the accounts holding it hear of it on the live channel.
    const [event] = await ctx.testDb.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.type, LIVE_EVENTS.access))
      .orderBy(desc(liveEvents.id))
      .limit(1);
    expect(event).toMatchObject({ userId: null, data: { roles: ['task-reader'] } });
  });

  it('follows the role switch over the account’s own roles', async () => {
    await createRole('policy-reader', ['policy.read']);
    const { token } = await accountWith(['policy-reader', 'user']);
    expect((await info(token)).permissions).toEqual(['policy.read']);
    const switched = await ok<UserInfo>(token, {
      method: 'POST',
      url: '/member-api/api/user/switch-role',
      payload: { role: 'user' },
    });
    expect(switched.permissions).toEqual(defaultPermissions('user'));
    expect((await call(token, { method: 'GET', url: '/member-api/api/workplace/stats' })).statusCode).toBe(200);
  });

  it('keeps every permission on admin, renames the built-in roles, and never deletes them', async () => {
    const admin = await role('admin');
    const narrowed = await editRole(admin, { permissions: ['task.read'] });
    expect(narrowed.statusCode).toBe(400);
    expect(issue(narrowed, 'permissions')).toBe('The administrator role always holds every permission');
    const renamed = await editRole(admin, { labels: { 'zh-CN': '超级管理员', 'en-US': 'Superuser' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await info(ctx.admin)).roleLabels.admin).toEqual({ 'zh-CN': '超级管理员', 'en-US': 'Superuser' });
    await editRole(envelope<RoleRecord>(renamed).data, { labels: admin.labels });
    for (const builtin of [admin, await role('user')]) {
      const refused = await call(ctx.admin, { method: 'DELETE', url: `${ROLES}/${builtin.id}` });
      expect(refused.statusCode).toBe(409);
      expect(envelope(refused).msg).toBe('The built-in roles cannot be deleted; rename them instead');
    }
  });

  it('deletes a role only when no account holds it, and audits every change', async () => {
    const held = await createRole('auditor', ['audit.read']);
    const { account } = await accountWith(['auditor']);
    const refused = await call(ctx.admin, { method: 'DELETE', url: `${ROLES}/${held.id}` });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).msg).toBe('Accounts still hold this role. Take it from them first.');
    await ok(ctx.admin, { method: 'DELETE', url: `${ACCOUNTS}/${account.id}` });
    expect(await ok(ctx.admin, { method: 'DELETE', url: `${ROLES}/${held.id}` })).toEqual({ deleted: 1 });
    const log = await ok<AuditLogPage>(ctx.admin, {
      method: 'GET',
      url: `/member-api/api/audit-logs?entityType=role&entityId=${held.id}&pageSize=100`,
    });
    expect(log.list.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
  });

  it('refuses bad input with a clear error', async () => {
    const bad = async (payload: object, field: string) => {
      const response = await call(ctx.admin, { method: 'POST', url: ROLES, payload });
      expect(response.statusCode, response.body).toBe(400);
      const { issues } = envelope<{ issues: { path: string }[] }>(response).data;
      expect(issues.map((issue) => issue.path)).toContain(field);
    };
    await bad({ name: 'Not A Name', labels: labels('x'), permissions: [] }, 'name');
    await bad({ name: 'admin', labels: labels('x'), permissions: [] }, 'name');
    await bad({ name: 'ok-name', labels: { 'zh-CN': '', 'en-US': 'x' }, permissions: [] }, 'labels.zh-CN');
    await bad({ name: 'ok-name', labels: labels('x'), permissions: ['root.everything'] }, 'permissions.0');
    const unknown = await call(ctx.admin, {
      method: 'POST',
      url: ACCOUNTS,
      payload: { username: 'ghost.role', name: 'Ghost', email: '', roles: ['no-such-role'], password: 'Temp-Pass1' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(issue(unknown, 'roles')).toBe('Choose roles that exist');
  });
});
