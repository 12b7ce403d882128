import type { Locale } from '@console/shared';
import { PASSWORD_RESET } from '@console/shared/password-reset/constants';
import { translate } from '../../i18n/i18n';
import './password-reset.messages';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);

/** The reset link's mail in the language it was asked for in: its subject, its text, and the same as HTML. */
export function resetMail(locale: Locale, { username, link }: { username: string; link: string }) {
  const minutes = PASSWORD_RESET.linkMinutes;
  const params = { username, minutes, count: minutes };
  const [subject, greeting, body, action, ignore] = (
    ['mail.reset.subject', 'mail.reset.greeting', 'mail.reset.body', 'mail.reset.action', 'mail.reset.ignore'] as const
  ).map((key) => translate(locale, key, params)) as [string, string, string, string, string];
  const text = [greeting, '', body, link, '', ignore].join('\n');
  const paragraph = (content: string) => `<p>${content}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5">`,
    paragraph(escapeHtml(greeting)),
    paragraph(escapeHtml(body)),
    paragraph(`<a href="${escapeHtml(link)}">${escapeHtml(action)}</a><br>${escapeHtml(link)}`),
    paragraph(escapeHtml(ignore)),
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
