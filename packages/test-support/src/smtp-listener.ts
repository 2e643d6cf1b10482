import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpListener {
  url: string;
  mails: ReceivedMail[];
  /** Waits for the next mail to arrive (or returns one that already did). */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a loopback port that keeps what it receives, for mail tests. */
export async function startSmtpListener(): Promise<SmtpListener> {
  const mails: ReceivedMail[] = [];
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async nextMail(timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      while (mails.length <= taken) {
        if (Date.now() > until) throw new Error('no mail arrived');
        await new Promise((r) => setTimeout(r, 20));
      }
      const mail = mails[taken] as ReceivedMail;
      taken += 1;
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset key in a mail's link (quoted-printable soft breaks undone). */
export function resetKeyOf(mail: ReceivedMail): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = body.match(/reset-password\?key=([A-Za-z0-9_%-]+)/);
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.raw}`);
  return decodeURIComponent(match[1]);
}
