import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Extra headers, written as given (e.g. List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /** Where a reply goes: the shop's contact e-mail (the sender is a no-reply address). */
  replyTo?: string;
}

/**
 * Sends one message through the SMTP server of `smtpUrl` (smtp:// or smtps://, credentials in the
 * URL). A transport per message: order e-mails are few, and nothing stays open between them.
 * Throws when the server refuses or cannot be reached (the outbox retries later).
 */
export async function sendSmtpMail(smtpUrl: string, message: MailMessage): Promise<void> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail(message);
  } finally {
    transport.close();
  }
}
