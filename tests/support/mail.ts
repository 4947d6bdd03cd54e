import type { TestApp } from './test-app.ts';

/** The newest outbox message to `to` (the default mailer in tests), or a failure naming what was sent. */
export async function latestMailTo(t: TestApp, to: string) {
  const all = await t.outbox();
  const found = all.find((entry) => entry.to === to);
  if (!found)
    throw new Error(`no mail to ${to}; outbox: ${all.map((entry) => entry.to).join(', ') || 'empty'}`);
  return found;
}

/** The token of the newest link to `path` (/verify-email or /reset-password) mailed to `to`. */
export async function mailedToken(t: TestApp, to: string, path: string): Promise<string> {
  const mail = await latestMailTo(t, to);
  const link = mail.links.find((href) => new URL(href).pathname === path);
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${path} link in the mail to ${to}: ${mail.text}`);
  return token;
}

/** What a mail app shows of an email's HTML: the text between its tags, each piece on its own, unescaped. */
export function visibleTextOf(html: string): string[] {
  return html
    .replace(/<(head|style|script)\b[\s\S]*?<\/\1>/gi, ' ')
    .split(/<[^>]*>/)
    .map((piece) =>
      piece
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .trim(),
    )
    .filter((piece) => piece.length > 0);
}
