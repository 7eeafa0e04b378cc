import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { startFakeServer, type FakeServer } from './fake-server';

/**
 * A local Web Push service (RFC 8030) for tests, written from the RFCs (not from web-push's code):
 * - it hands out subscriptions as a browser would (a P-256 key pair and a 16-byte auth secret per
 *   device, an endpoint on this server);
 * - on POST /push/{id} it checks the VAPID authorization (RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT
 *   signed ES256 by k, `aud` = this server's origin, `exp` within 24 h, `sub` a mailto: or https: URL)
 *   and the `TTL` header, then decrypts the aes128gcm body (RFC 8188 record, keys from RFC 8291 §3.4)
 *   with the device's private key, and keeps the plaintext;
 * - 201 when all holds; 401/403 for a bad signature, 400 for a body it cannot decrypt, 410 for an
 *   endpoint the device dropped.
 */

export interface FakeSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload. */
  text: string;
  ttl: number;
  urgency: string | undefined;
  vapid: { sub: string; aud: string; exp: number; publicKey: string };
}

export interface PushServiceFake extends FakeServer {
  subscribe(): FakeSubscription;
  /** A device the user unsubscribed: its endpoint answers 410 Gone. */
  drop(id: string): void;
  received: ReceivedPush[];
  refused: { subscriptionId: string; status: number; reason: string }[];
}

const b64url = (b: Buffer) => b.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** HKDF (RFC 5869) with SHA-256, for one block of output (L ≤ 32), as RFC 8291 and 8188 use it. */
function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = hmac(salt, ikm);
  return hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);
}

/** RFC 8292 §2–3: the JWT's ES256 signature by the `k` key, its claims. Throws a reason on failure. */
export function checkVapid(authorization: string | undefined, origin: string, now = Date.now()): ReceivedPush['vapid'] {
  const m = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error('no vapid authorization');
  const [jwt, k] = [m[1]!, m[2]!];
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as { typ?: string; alg?: string };
  if (header.alg !== 'ES256') throw new Error(`alg ${header.alg}`);
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, format: 'jwk' });
  const signature = Buffer.from(s, 'base64url');
  if (signature.length !== 64) throw new Error('signature is not r||s');
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, signature)) throw new Error('bad signature');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud}`);
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now || claims.exp * 1000 > now + 24 * 3600_000) throw new Error('exp');
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub');
  return { sub: claims.sub, aud: claims.aud, exp: claims.exp, publicKey: k };
}

/** RFC 8188 (one aes128gcm record) with the content key of RFC 8291 §3.4. */
export function decryptAes128gcm(body: Buffer, device: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): string {
  if (body.length < 21 + 16) throw new Error('body too short');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  if (idlen !== 65 || asPublic[0] !== 4) throw new Error('keyid is not the sender’s P-256 key');
  const ciphertext = body.subarray(21 + idlen);
  if (ciphertext.length > rs) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  // RFC 8291 §3.3–3.4: IKM = HKDF(auth, ecdh_secret, "WebPush: info" || 0 || ua_public || as_public, 32).
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, asPublic]);
  const ikm = hkdf(device.auth, ecdhSecret, keyInfo, 32);
  // RFC 8188 §2.2–2.3: CEK and NONCE from the salt.
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with 0x02 then zero or more 0x00 of padding (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushServiceFake(port = 0): Promise<PushServiceFake> {
  const devices = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer; dropped: boolean }>();
  const received: ReceivedPush[] = [];
  const refused: PushServiceFake['refused'] = [];
  let origin = '';
  const server = await startFakeServer((req, res) => {
    const id = /^\/push\/([a-f0-9]{32})$/.exec(req.url.pathname)?.[1];
    const device = id ? devices.get(id) : undefined;
    const refuse = (status: number, reason: string) => {
      refused.push({ subscriptionId: id ?? '', status, reason });
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(reason);
    };
    if (req.method !== 'POST' || !device || !id) return refuse(404, 'no such subscription');
    if (device.dropped) return refuse(410, 'gone');
    let vapid: ReceivedPush['vapid'];
    try {
      vapid = checkVapid(req.headers.authorization, origin);
    } catch (err) {
      return refuse(403, (err as Error).message);
    }
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'TTL header missing');
    if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'content-encoding');
    let text: string;
    try {
      text = decryptAes128gcm(req.body, device);
    } catch (err) {
      return refuse(400, `cannot decrypt: ${(err as Error).message}`);
    }
    received.push({ subscriptionId: id, text, ttl, urgency: req.headers.urgency as string | undefined, vapid });
    res.writeHead(201, { location: `${origin}/message/${randomBytes(8).toString('hex')}` });
    res.end();
  }, port);
  origin = server.url;
  return {
    ...server,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomBytes(16).toString('hex');
      devices.set(id, { privateKey: ecdh.getPrivateKey(), publicKey, auth, dropped: false });
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(publicKey), auth: b64url(auth) } };
    },
    drop(id) {
      const d = devices.get(id);
      if (d) d.dropped = true;
    },
  };
}
