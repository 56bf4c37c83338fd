import { createDecipheriv, createHmac, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { importJWK, jwtVerify } from 'jose';

/** What the stand-in received and decrypted for one device. */
export type ReceivedPush = { device: string; payload: unknown; ttl: string | undefined; urgency: string | undefined };

export type FakePushService = {
  origin: string;
  /** A device's endpoint on this service; `answer` is the status the service gives its pushes (201 by default). */
  device: (name: string, keys: { ecdh: ECDH; auth: Buffer }, answer?: number) => string;
  received: ReceivedPush[];
  /** Requests the service refused: a wrong JWT, a payload that does not decrypt, an unknown device. */
  refused: string[];
  close: () => Promise<void>;
};

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 + RFC 8188: the aes128gcm body decrypted with the device's private key and auth secret (one record). */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = hmac(hmac(auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/**
 * A push service on https://127.0.0.1 with the test run's throwaway certificate (trusted through
 * NODE_EXTRA_CA_CERTS, set by the global setup). It accepts a push only with a valid ES256 VAPID
 * JWT for its own origin signed by `serverPublicKey`, and decrypts the payload with the device's keys.
 */
export async function startFakePushService(serverPublicKey: () => Promise<string>): Promise<FakePushService> {
  const tlsDir = process.env.GS_TEST_PUSH_TLS_DIR;
  if (!tlsDir) throw new Error('the global test setup did not make the push service certificate');
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer; answer: number }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';

  async function check(headers: Record<string, string | string[] | undefined>, url: string, body: Buffer) {
    const name = url.replace(/^\/push\//, '');
    const device = devices.get(name);
    if (!device) throw new Error(`unknown device ${url}`);
    const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization ?? ''));
    if (!match) throw new Error(`no VAPID authorization: ${headers.authorization}`);
    if (match[2] !== (await serverPublicKey())) throw new Error('VAPID key is not the server’s');
    const raw = Buffer.from(match[2]!, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload } = await jwtVerify(match[1]!, key, { algorithms: ['ES256'], audience: origin });
    if (!payload.exp || payload.exp > Date.now() / 1000 + 24 * 3600) throw new Error('JWT expiry beyond 24 h');
    if (!/^(mailto:|https:\/\/)/.test(String(payload.sub))) throw new Error('JWT subject is not mailto: or https:');
    if (headers['content-encoding'] !== 'aes128gcm') throw new Error('content encoding is not aes128gcm');
    const text = decryptAes128gcm(body, device.ecdh, device.auth).toString('utf8');
    return { name, device, payload: JSON.parse(text) as unknown };
  }

  const tls = { key: readFileSync(path.join(tlsDir, 'key.pem')), cert: readFileSync(path.join(tlsDir, 'cert.pem')) };
  const server: Server = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      check(req.headers, req.url ?? '', Buffer.concat(chunks))
        .then(({ name, device, payload }) => {
          if (device.answer < 300) {
            received.push({
              device: name,
              payload,
              ttl: req.headers.ttl as string | undefined,
              urgency: req.headers.urgency as string | undefined,
            });
          }
          res.writeHead(device.answer).end();
        })
        .catch((err: Error) => {
          refused.push(`${req.method} ${req.url}: ${err.message}`);
          res.writeHead(400).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    device: (name, keys, answer = 201) => {
      devices.set(name, { ...keys, answer });
      return `${origin}/push/${name}`;
    },
    received,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
