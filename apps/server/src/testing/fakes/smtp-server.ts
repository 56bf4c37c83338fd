import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export type ReceivedMail = { envelopeFrom: string; envelopeTo: string[]; parsed: ParsedMail };

/**
 * A mail server on one localhost port that a test switches between three behaviours:
 * - 'silent': accepts the TCP connection and never sends the SMTP greeting;
 * - 'down': nothing listens (connection refused);
 * - 'up': a real SMTP server (smtp-server) that parses what it receives (mailparser).
 * Tests take what arrived with `take()`; `assertNothingUnexpected()` fails on any mail or
 * recipient nobody took or expected.
 */
export class SmtpTestServer {
  readonly port: number;
  private current: net.Server | SMTPServer | null = null;
  private received: ReceivedMail[] = [];
  private readonly sockets = new Set<net.Socket>();

  private constructor(port: number) {
    this.port = port;
  }

  /** Reserves a free port (the OS picks it) and starts in the given mode. */
  static async start(mode: 'silent' | 'down' | 'up'): Promise<SmtpTestServer> {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const server = new SmtpTestServer(port);
    await server.switchTo(mode);
    return server;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async switchTo(mode: 'silent' | 'down' | 'up'): Promise<void> {
    await this.stopCurrent();
    if (mode === 'down') return;
    if (mode === 'silent') {
      const silent = net.createServer((socket) => {
        // Hold the connection open and say nothing, like a wedged mail server.
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      });
      await new Promise<void>((resolve) => silent.listen(this.port, '127.0.0.1', resolve));
      this.current = silent;
      return;
    }
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.received.push({
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              parsed,
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });
    smtp.on('error', () => undefined);
    await new Promise<void>((resolve) => smtp.listen(this.port, '127.0.0.1', () => resolve()));
    this.current = smtp;
  }

  /** The mails received since the last take, in order, and forgets them. */
  take(): ReceivedMail[] {
    const mails = this.received;
    this.received = [];
    return mails;
  }

  assertNothingUnexpected(): void {
    if (this.received.length > 0) {
      const list = this.received.map((m) => `${m.envelopeTo.join(',')}: ${m.parsed.subject}`).join('; ');
      throw new Error(`the SMTP test server received mail nobody expected: ${list}`);
    }
  }

  private async stopCurrent(): Promise<void> {
    const server = this.current;
    this.current = null;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async close(): Promise<void> {
    await this.stopCurrent();
  }
}
