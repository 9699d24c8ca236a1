import { SMTPServer } from "smtp-server";

export interface SmtpServer {
  close(): Promise<void>;
}

/**
 * A real SMTP server (the smtp-server package) on a loopback port, which keeps every message it is
 * sent, raw, in `received`. With `login` it asks for the user `studio` with the password
 * `mail-secret` (SMTP_URL `smtp://studio:mail-secret@…`) and takes them while `login()` says so;
 * without it, it asks for no login.
 */
export async function startSmtpServer(port: number, received: string[], login?: () => boolean): Promise<SmtpServer> {
  const server = new SMTPServer({
    disabledCommands: login ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    logger: false,
    // close() then cuts what is still connected after half a second instead of 30 s.
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      if (login?.() && auth.username === "studio" && auth.password === "mail-secret") {
        callback(null, { user: "studio" });
      } else callback(new Error("Invalid username or password"));
    },
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("latin1")));
      stream.on("end", () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A message as the reader sees its text: quoted-printable soft breaks joined and `=XX` bytes decoded
 * as UTF-8 (headers stay as sent).
 */
export const readableMail = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** What a site sending mail through `port` is configured with: the server, the studio's inbox and sender, its address. */
export const mailSettings = (port: number) => ({
  SMTP_URL: `smtp://studio:mail-secret@127.0.0.1:${port}`,
  LEADS_EMAIL_TO: "studio@aniwa.test",
  LEADS_EMAIL_FROM: "Aniwa website <site@aniwa.test>",
  SITE_URL: "https://aniwa.test",
});
