import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { SMTPServer } from 'smtp-server';

/**
 * Real network peers for integration tests, all on 127.0.0.1 with a port chosen by the OS:
 * an SMTP catcher (mail really goes through nodemailer), an SMS gateway catcher and a JWKS
 * endpoint standing in for Google's keys.
 */

async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

// ---------- SMTP ----------

export interface CapturedMail {
  envelopeTo: string[];
  subject: string;
  text: string;
  raw: string;
}

function decodeWords(header: string) {
  return header.replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=\s*/g, (_m, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function parseHeaders(block: string) {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined) {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** Just enough MIME for what nodemailer sends: single part or multipart, QP or base64, UTF-8. */
export function parseMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  let text = '';
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    const plain = parts.map((p) => parseMail(p.replace(/^\r\n/, ''))).find((p) => p.text);
    text = plain?.text ?? '';
  } else if (/^text\/plain/i.test(type)) {
    text = decodeBody(body, headers.get('content-transfer-encoding'));
  }
  return { subject: decodeWords(headers.get('subject') ?? ''), text };
}

export async function startSmtpCatcher() {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMail(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** messages whose envelope goes to `to`, oldest first */
    to: (to: string) => messages.filter((m) => m.envelopeTo.includes(to)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

// ---------- SMS gateway ----------

export interface CapturedSms {
  to: string;
  text: string;
}

export async function startSmsCatcher() {
  const messages: CapturedSms[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CapturedSms;
        if (req.method !== 'POST' || typeof body.to !== 'string' || typeof body.text !== 'string') throw new Error('bad sms');
        messages.push({ to: body.to, text: body.text });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}/sms`,
    messages,
    to: (to: string) => messages.filter((m) => m.to === to),
    close: () => closeServer(server),
  };
}
export type SmsCatcher = Awaited<ReturnType<typeof startSmsCatcher>>;

// ---------- Google-like JWKS ----------

export async function startJwksServer() {
  const kid = randomUUID();
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  let requests = 0;
  const server = createServer((req, res) => {
    requests += 1;
    res
      .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' })
      .end(JSON.stringify({ keys: [jwk] }));
  });
  const port = await listen(server);

  /** A Google-shaped ID token. `now` is the test clock; `over` replaces any claim or the key. */
  async function sign(
    claims: JWTPayload & { email?: string; email_verified?: unknown; name?: string; picture?: string },
    opts: { now: Date; audience: string; issuer?: string; expiresInSeconds?: number; key?: Parameters<SignJWT['sign']>[0]; kid?: string },
  ) {
    const iat = Math.floor(opts.now.getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? kid, typ: 'JWT' })
      .setIssuer(opts.issuer ?? 'https://accounts.google.com')
      .setAudience(opts.audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + (opts.expiresInSeconds ?? 3600))
      .sign(opts.key ?? privateKey);
  }
  return {
    url: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    kid,
    sign,
    requests: () => requests,
    close: () => closeServer(server),
  };
}
export type JwksServer = Awaited<ReturnType<typeof startJwksServer>>;
