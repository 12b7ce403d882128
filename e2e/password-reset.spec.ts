import { join } from 'node:path';
import { expect, startOnCopy, stopRunning, test } from './support/test';
import { loginAs, startWithLocale, type UiLocale } from './support/auth';
import { startMailServer, type MailServer } from '../apps/server/test/mail-server';

/**
 * A forgotten password, as its owner meets it, in both languages: the login page's link, the mail
 * as an SMTP server receives it, the link, the new password; the sessions opened before end, and the
 * new password signs in. The refusals (unknown accounts, used or expired links, the throttle, the
 * feature off) are the server's tests (test/password-reset.test.ts).
 */

const NEW_PASSWORD = 'Recovered-Pass7';
const LINK = /(http:\/\/\S+\/reset-password#[A-Za-z0-9_-]{43})/;

const CASES: {
  locale: UiLocale;
  account: 'user' | 'admin';
  asked: string;
  texts: {
    forgot: string;
    login: string;
    send: string;
    sent: string;
    subject: string;
    password: string;
    repeat: string;
    submit: string;
    done: string;
    signIn: string;
  };
}[] = [
  {
    locale: 'zh-CN',
    account: 'user',
    asked: 'user',
    texts: {
      forgot: '忘记密码？',
      login: '用户名或邮箱',
      send: '发送链接',
      sent: '请查收邮件',
      subject: '重置您的 Arco Console 密码',
      password: '新密码',
      repeat: '再次输入新密码',
      submit: '设置新密码',
      done: '密码已修改',
      signIn: '登录',
    },
  },
  {
    locale: 'en-US',
    account: 'admin',
    // By the e-mail address, in another case than the account's.
    asked: 'LIN.ZHIYUAN@console.example',
    texts: {
      forgot: 'Forgot password?',
      login: 'Username or e-mail',
      send: 'Send the link',
      sent: 'Check your mailbox',
      subject: 'Reset your Arco Console password',
      password: 'New password',
      repeat: 'Repeat the new password',
      submit: 'Set the new password',
      done: 'Your password has changed',
      signIn: 'Sign in',
    },
  },
];

/** This file's console, which sends its mail to an SMTP server of the test's own. */
const resetTest = test.extend<object, { mailed: { mail: MailServer; url: string } }>({
  mailed: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const mail = await startMailServer();
      const running = startOnCopy(join(workerInfo.project.outputDir, 'password-reset-server.log'), {
        env: { SMTP_URL: mail.url },
      });
      try {
        await use({ mail, url: (await running).server.url });
      } finally {
        await stopRunning(running);
        await mail.close();
      }
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ mailed }, use) => use(mailed.url),
});

for (const { locale, account, asked, texts } of CASES) {
  resetTest(
    `${locale}: a forgotten password is reset by the mailed link, which signs out every session`,
    async ({ page, browser, baseURL, mailed: { mail } }) => {
      // A session opened before, in another browser.
      const other = await browser.newContext({ baseURL });
      const otherPage = await other.newPage();
      await loginAs(otherPage, account, '/dashboard/workplace');
      await expect(otherPage).toHaveURL(/\/dashboard\/workplace$/);

      await startWithLocale(page, locale);
      await page.goto('/login');
      await page.getByRole('link', { name: texts.forgot }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      const before = mail.received.length;
      await page.getByLabel(texts.login).fill(asked);
      await page.getByRole('button', { name: texts.send }).click();
      await expect(page.getByRole('heading', { name: texts.sent })).toBeVisible();

      await expect.poll(() => mail.received.length, { timeout: 10_000 }).toBe(before + 1);
      const message = mail.received[before]!;
      expect(message.subject).toBe(texts.subject);
      const link = LINK.exec(message.text)?.[1] ?? '';
      expect(link.startsWith(`${baseURL}/reset-password#`), message.text).toBe(true);
      expect(message.html).toContain(`href="${link}"`);

      await page.goto(link);
      await page.getByLabel(texts.password, { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(texts.repeat).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: texts.submit }).click();
      await expect(page.getByRole('heading', { name: texts.done })).toBeVisible();

      // The session opened before has ended.
      await otherPage.goto('/dashboard/workplace');
      await expect(otherPage).toHaveURL(/\/login/);
      await other.close();

      await page.getByRole('button', { name: texts.signIn }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.locator('input#username_input').fill(account);
      await page.locator('input#password_input').fill(NEW_PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(/\/dashboard\/workplace$/);
    },
  );
}
