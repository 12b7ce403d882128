import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailServer, type MailServer } from '../../../test/mail-server';
import { smtpMailer } from './mailer';

describe('the SMTP mailer', () => {
  let server: MailServer;
  beforeAll(async () => {
    server = await startMailServer();
  });
  afterAll(() => server.close());

  it('sends a message with its text and its HTML over SMTP, in any language', async () => {
    const mailer = smtpMailer(server.url, 'Console <console@example.com>');
    const message = {
      to: 'ada@example.com',
      subject: 'Reset — 重置密码',
      text: 'Open the link',
      html: '<p>打开链接</p>',
    };
    await mailer.send(message);
    await mailer.close();
    // The text part keeps the line break before its MIME boundary.
    expect(server.received).toEqual([
      {
        to: ['ada@example.com'],
        subject: message.subject,
        text: expect.stringMatching(/^Open the link\s*$/),
        html: message.html,
      },
    ]);
  });

  it('closes without having sent anything', async () => {
    await expect(smtpMailer(server.url, 'console@example.com').close()).resolves.toBeUndefined();
  });
});
