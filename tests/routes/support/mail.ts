import { afterAll, beforeAll } from "vitest";
import { freePort } from "../../unit/support/redis-server";
import { type SmtpServer, startSmtpServer } from "../../unit/support/smtp-server";

/**
 * A real SMTP server (the smtp-server package) for this file's site: SMTP_URL, LEADS_EMAIL_TO and
 * LEADS_EMAIL_FROM go into `env` (pass the same object to useSite, after this), with `more` beside
 * them. `received` holds each message as sent; `accepting = false` makes it refuse our login (a
 * mail server that is away, as the queue sees it).
 */
export function useMailServer(env: Record<string, string>, more: Record<string, string> = {}) {
  const mail = { received: [] as string[], accepting: true };
  let server: SmtpServer | undefined;
  beforeAll(async () => {
    const port = await freePort();
    server = await startSmtpServer(port, mail.received, () => mail.accepting);
    Object.assign(env, {
      SMTP_URL: `smtp://studio:mail-secret@127.0.0.1:${port}`,
      LEADS_EMAIL_TO: "leads@aniwa.test",
      LEADS_EMAIL_FROM: "Aniwa website <site@aniwa.test>",
      ...more,
    });
  });
  afterAll(() => server?.close());
  return mail;
}
