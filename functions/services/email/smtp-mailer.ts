import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage, Mailer } from './mailer.ts';

/** SMTP through nodemailer, when SMTP_URL is set (smtp://user:pass@host:587 or smtps://…:465). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  readonly describe: string;

  constructor(smtpUrl: string, from: string) {
    this.transport = nodemailer.createTransport(smtpUrl, { from });
    // The banner names the host only: the URL may carry a password.
    this.describe = `SMTP server ${new URL(smtpUrl).host}`;
  }

  async sendEmail(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.headers ? { headers: message.headers } : {}),
    });
  }
}
