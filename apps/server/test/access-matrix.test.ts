import { describe, expect, it } from 'vitest';
import { ApiCode } from '@console/shared';
import { as, envelope, login, useTestApp } from './helper';

/**
 * Who may call what, written out by hand: every API route of the app, called with no token, as
 * the demo user and as the demo admin, with no body and with ids that exist nowhere
 * (2147483647). An allowed call then answers what its input deserves (200, 400 or 404); a refused
 * one 401 (no session) or 403 (the role lacks the permission). docs/permissions.md explains the
 * model. Change an entry only together with the permission it reflects.
 */
const MATRIX = `
  method  path                                          none  user  admin
  # platform: probes, API docs, static files
  GET     /health                                        200   200   200
  GET     /ready                                         200   200   200
  GET     /openapi.json                                  200   200   200
  GET     /docs/                                         200   200   200
  GET     /docs/json                                     200   200   200
  GET     /docs/yaml                                     200   200   200
  GET     /docs/static/index.html                        302   302   302
  GET     /docs/static/swagger-initializer.js            200   200   200
  GET     /docs/static/x                                 404   404   404
  GET     /static/x                                      404   404   404
  # sign-in and the caller's own data: any signed-in role
  POST    /member/web/cacheLogin                         400   400   400
  POST    /api/user/login                                400   400   400
  POST    /api/user/login/second-step                    400   400   400
  POST    /api/user/login/passkey/options                200   200   200
  POST    /api/user/login/passkey                        400   400   400
  # the password reset by mail: public (whoever asks is not signed in); on in demo mode
  GET     /api/user/password-reset                       200   200   200
  POST    /api/user/password-reset                       400   400   400
  POST    /api/user/password-reset/complete              400   400   400
  # single sign-on: browser navigations answer redirects (here: not configured, back to the login page)
  GET     /api/user/sso                                  302   302   302
  GET     /api/user/sso/callback                         302   302   302
  POST    /api/user/login/sso                            400   400   400
  POST    /api/user/logout                               401   200   200
  GET     /member/info                                   401   200   200
  GET     /api/user/info                                 401   200   200
  POST    /api/user/info                                 401   200   200
  GET     /api/user/menu                                 401   200   200
  POST    /api/user/menu                                 401   200   200
  POST    /api/user/switch-role                          401   400   400
  GET     /api/user/settings                             401   200   200
  PUT     /api/user/settings                             401   400   400
  POST    /api/user/password                             401   400   400
  # the second factor: its status and set-up answer any session (one a role holds until it has one)
  GET     /api/user/second-factor                        401   200   200
  POST    /api/user/second-factor/totp/setup             401   200   200
  POST    /api/user/second-factor/totp/enable            401   400   400
  POST    /api/user/second-factor/totp/disable           401   400   400
  POST    /api/user/second-factor/recovery-codes         401   400   400
  # passkeys: the list and the registration answer any session too (a passkey is a second factor)
  GET     /api/user/passkeys                             401   200   200
  POST    /api/user/passkeys/registration                401   200   200
  POST    /api/user/passkeys                             401   400   400
  PUT     /api/user/passkeys/2147483647                  401   400   400
  DELETE  /api/user/passkeys/2147483647                  401   404   404
  GET     /api/message/list                              401   200   200
  POST    /api/message/list                              401   200   200
  POST    /api/message/read                              401   400   400
  GET     /api/workplace/stats                           401   200   200
  GET     /api/user/recent-visits                        401   200   200
  POST    /api/user/recent-visits                        401   400   400
  # workplace.read: any role
  GET     /api/content-data                              401   200   200
  GET     /api/popular/list                              401   200   200
  GET     /api/workplace/content-categories              401   200   200
  GET     /api/workplace/charts/content-data             401   400   400
  GET     /api/announcements                             401   200   200
  # policy.read: any role; policy.write: admin
  GET     /api/list/policy                               401   200   200
  GET     /api/list/policy/export                        401   400   400
  POST    /api/list/policy                               401   403   400
  PUT     /api/list/policy/2147483647                    401   403   400
  PATCH   /api/list/policy/2147483647/status             401   403   400
  DELETE  /api/list/policy/2147483647                    401   403   404
  POST    /api/list/policy/batch-delete                  401   403   400
  # project.read: any role; project.write: admin
  GET     /member/listByCategoryId                       401   200   200
  GET     /api/project/members                           401   200   200
  GET     /api/project/detail                            401   400   400
  GET     /api/project/2147483647/charts/tasks-by-type   401   400   400
  GET     /api/project/activity                          401   400   400
  POST    /api/project                                   401   403   400
  PUT     /api/project/2147483647                        401   403   400
  PATCH   /api/project/2147483647/archive                401   403   400
  # task.read: any role; task.write: admin
  GET     /api/project/task/list                         401   200   200
  GET     /api/project/task/export                       401   400   400
  POST    /api/project/task                              401   403   400
  PUT     /api/project/task/2147483647                   401   403   400
  PATCH   /api/project/task/2147483647/status            401   403   400
  DELETE  /api/project/task/2147483647                   401   403   404
  POST    /api/project/task/batch-delete                 401   403   400
  # document.read, document.write: any role, each on its own documents only
  GET     /api/documents                                 401   200   200
  POST    /api/documents                                 401   400   400
  GET     /api/documents/fill                            401   400   400
  GET     /api/documents/2147483647                      401   404   404
  PUT     /api/documents/2147483647                      401   400   400
  PATCH   /api/documents/2147483647                      401   400   400
  DELETE  /api/documents/2147483647                      401   404   404
  POST    /api/documents/2147483647/import               401   400   400
  GET     /api/documents/2147483647/export               401   400   400
  # account.read, account.write: admin
  GET     /api/admin/accounts                            401   403   200
  GET     /api/admin/accounts/export                     401   403   400
  POST    /api/admin/accounts                            401   403   400
  PUT     /api/admin/accounts/2147483647                 401   403   400
  PATCH   /api/admin/accounts/2147483647/status          401   403   400
  DELETE  /api/admin/accounts/2147483647                 401   403   404
  POST    /api/admin/accounts/batch-delete               401   403   400
  POST    /api/admin/accounts/2147483647/password        401   403   400
  POST    /api/admin/accounts/2147483647/end-sessions    401   403   404
  POST    /api/admin/accounts/2147483647/second-factor/reset  401   403   404
  # role.read, role.write: admin; the role options: account.read (the account form offers them)
  GET     /api/admin/roles                               401   403   200
  GET     /api/admin/roles/export                        401   403   400
  POST    /api/admin/roles                               401   403   400
  PUT     /api/admin/roles/2147483647                    401   403   400
  DELETE  /api/admin/roles/2147483647                    401   403   404
  POST    /api/admin/roles/batch-delete                  401   403   400
  GET     /api/admin/roles/options                       401   403   200
  # audit.read: admin
  GET     /api/audit-logs                                401   403   200
  GET     /api/audit-logs/export                         401   403   400
  # mail.read: admin (the demo outbox)
  GET     /api/admin/mail-outbox                         401   403   200
  GET     /api/admin/mail-outbox/export                  401   403   400
  # menu.read, menu.write: admin; the layout itself: any session (it arranges the menu)
  GET     /api/user/menu-layout                          401   200   200
  GET     /api/admin/menu-layout                         401   403   200
  PUT     /api/admin/menu-layout                         401   403   400
  # inspection.read, service.read, ruleset.read: any role; inspection.write, service.act, ruleset.toggle: admin
  GET     /api/list/quality-inspection                   401   200   200
  POST    /api/list/quality-inspection                   401   403   400
  DELETE  /api/list/quality-inspection/2147483647        401   403   404
  POST    /api/list/quality-inspection/2147483647/start  401   403   404
  GET     /api/list/the-service                          401   200   200
  GET     /api/list/rules-preset                         401   200   200
  POST    /api/list/the-service/2147483647/open          401   403   404
  PATCH   /api/list/rules-preset/2147483647              401   403   400
  # channelForm.submit (a submission, one's own draft), channelForm.read: admin
  POST    /api/channel-form/submit                       401   403   400
  GET     /api/channel-form/draft                        401   403   200
  PUT     /api/channel-form/draft                        401   403   400
  GET     /api/channel-form/latest                       401   403   200
  # parameter.request (ask for a change, cancel it), parameter.approve, profile.read: admin
  POST    /api/group-form/submit                         401   403   400
  POST    /api/parameter/requests/2147483647/approve     401   403   404
  POST    /api/parameter/requests/2147483647/cancel      401   403   404
  GET     /api/profile/basic                             401   403   200
  GET     /api/operation/log                             401   403   200
  # visualization.read: admin (POST with no body: the quota endpoints need one)
  GET     /api/public-opinion-analysis                   401   403   400
  POST    /api/public-opinion-analysis                   401   403   400
  GET     /api/content-publish                           401   403   200
  POST    /api/content-publish                           401   403   200
  GET     /api/popular-author/list                       401   403   200
  POST    /api/popular-author/list                       401   403   200
  GET     /api/content-period-analysis                   401   403   200
  POST    /api/content-period-analysis                   401   403   200
  GET     /api/data-overview                             401   403   200
  POST    /api/data-overview                             401   403   200
  GET     /api/user-actions                              401   403   200
  POST    /api/user-actions                              401   403   200
  GET     /api/content-type-distribution                 401   403   200
  POST    /api/content-type-distribution                 401   403   200
  GET     /api/data-chain-growth                         401   403   400
  POST    /api/data-chain-growth                         401   403   400
  GET     /api/content-publishing-source                 401   403   200
  POST    /api/content-publishing-source                 401   403   200
  # wallet.read, wallet.write: any role, each on their own wallet only
  GET     /api/user/account/summary                      401   200   200
  GET     /api/user/account/trend                        401   200   200
  GET     /api/user/account/charts/spending-trend        401   400   400
  GET     /api/user/account/transactions                 401   200   200
  GET     /api/user/account/transactions/export          401   400   400
  POST    /api/user/account/recharge                     401   400   400
  POST    /api/user/account/withdraw                     401   400   400
  # assistant.use: admin, each on its own conversations only
  GET     /api/chat/conversations                        401   403   200
  POST    /api/chat/conversations                        401   403   400
  GET     /api/chat/conversations/2147483647             401   403   404
  PATCH   /api/chat/conversations/2147483647             401   403   400
  DELETE  /api/chat/conversations/2147483647             401   403   404
  GET     /api/chat/conversations/2147483647/export      401   403   404
  POST    /api/chat/completions                          401   403   400
  # the global search and its picks: any signed-in role; each kind answers under its own read permission
  GET     /api/search                                    401   400   400
  GET     /api/search/picks                              401   200   200
  POST    /api/search/picks                              401   400   400
  # the live channel: any signed-in role; a valid stream never ends (test/live.test.ts opens it)
  GET     /api/live/stream?watch=x                       401   400   400
  # monitor.read, monitor.write: admin
  GET     /api/chat/list                                 401   403   200
  POST    /api/chat/list                                 401   403   200
  POST    /api/chat/messages                             401   403   400
  POST    /api/chat/messages/2147483647/collect          401   403   400
  GET     /api/monitor/studio                            401   403   200
  PUT     /api/monitor/studio                            401   403   400
  POST    /api/monitor/studio/operations                 401   403   400
  GET     /api/monitor/programs                          401   403   200
  # user centre: the caller's own data, any signed-in role (the avatar images are public: an <img> sends no token)
  GET     /api/user/my-project/list                      401   200   200
  POST    /api/user/my-project/list                      401   200   200
  GET     /api/user/latest-activity                      401   200   200
  POST    /api/user/latest-activity                      401   200   200
  GET     /api/user/my-team/list                         401   200   200
  POST    /api/user/my-team/list                         401   200   200
  GET     /api/user/visits                               401   200   200
  POST    /api/user/visits                               401   200   200
  GET     /api/user/certification                        401   200   200
  POST    /api/user/certification                        401   200   200
  POST    /api/user/certification/records/2147483647/withdraw  401   404   404
  POST    /api/user/save-info                            401   400   400
  POST    /api/user/upload                               401   415   415
  GET     /api/user/avatar/x                             400   400   400
  GET     /api/user/sessions                             401   200   200
  DELETE  /api/user/sessions                             401   200   200
  DELETE  /api/user/sessions/2147483647                  401   404   404
  GET     /api/user/security-events                      401   200   200
`;

interface Expectation {
  method: string;
  path: string;
  none: number;
  user: number;
  admin: number;
}

function parseMatrix(text: string): Expectation[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('method'))
    .map((line) => {
      const [method = '', path = '', none, user, admin] = line.split(/\s+/);
      return { method, path, none: Number(none), user: Number(user), admin: Number(admin) };
    });
}

/** The table's route pattern that a concrete path of the matrix (with or without a query) calls. */
function patternOf(path: string, patterns: readonly string[]): string | undefined {
  const [pathname = ''] = path.split('?');
  return patterns.find((pattern) =>
    new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+').replace('*', '.+')}$`).test(pathname),
  );
}

describe('the access matrix', () => {
  const ctx = useTestApp('pglite', { login: [] });
  const expectations = parseMatrix(MATRIX);

  it('lists every API route of the app exactly once', () => {
    const declared = ctx.app.accessTable().filter((route) => route.method !== 'HEAD');
    const patterns = declared.map((route) => route.url.replace('/member-api', ''));
    const covered = expectations.map(
      (e) =>
        `${e.method} ${patternOf(
          e.path,
          patterns.filter((_, i) => declared[i]?.method === e.method),
        )}`,
    );
    expect(
      covered.filter((key) => key.endsWith('undefined')),
      'matrix rows that match no route',
    ).toEqual([]);
    expect(new Set(covered).size, 'a route listed twice').toBe(covered.length);
    const missing = declared
      .map((route) => `${route.method} ${route.url.replace('/member-api', '')}`)
      .filter((key) => !covered.includes(key));
    expect(missing, 'routes without a row in the matrix').toEqual([]);
  });

  it.each(parseMatrix(MATRIX))(
    '$method $path → none $none, user $user, admin $admin',
    async ({ method, path, none, user, admin }) => {
      const url = `/member-api${path}`;
      const anonymous = await ctx.app.inject({ method: method as 'GET', url });
      // A fresh session per call: an allowed call may end its own session (logout).
      const asUser = await as(ctx.app, await login(ctx.app, 'user'), { method: method as 'GET', url });
      const asAdmin = await as(ctx.app, await login(ctx.app, 'admin'), { method: method as 'GET', url });
      expect([anonymous.statusCode, asUser.statusCode, asAdmin.statusCode]).toEqual([none, user, admin]);
      for (const response of [anonymous, asUser, asAdmin]) {
        if (response.statusCode === 401) expect(envelope(response).code).toBe(ApiCode.illegalToken);
        if (response.statusCode === 403) expect(envelope(response).code).toBe(ApiCode.forbidden);
      }
    },
  );
});
