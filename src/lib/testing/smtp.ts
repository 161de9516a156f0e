import { SMTPServer } from "smtp-server";

export type ReceivedMail = { rcptTo: string[]; raw: string };
export type TestSmtp = { port: number; url: string; received: ReceivedMail[]; close: () => Promise<void> };

/**
 * A real SMTP server in the test's process, for unit and browser tests alike; `reject` answers
 * every DATA with a 550.
 */
export async function startSmtp({ reject = false } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (reject) return callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }));
        received.push({
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("SMTP server has no port");
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a raw message. */
export function mailHeader(raw: string, name: string): string | undefined {
  return new RegExp(`^${name}: (.*)$`, "im").exec(raw)?.[1]?.trim();
}

/** Enough quoted-printable decoding to find a link that nodemailer wrapped or escaped. */
export function decodedBody(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
