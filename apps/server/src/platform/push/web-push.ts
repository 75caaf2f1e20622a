import { createCipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

/** Record size written in the aes128gcm header; a push payload is one record. */
const RECORD_SIZE = 4096;

const info = (label: string, ...parts: Buffer[]) =>
  Buffer.concat([Buffer.from(label), Buffer.from([0]), ...parts]);
const hkdf = (ikm: Buffer, salt: Buffer, label: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, label, length));

/**
 * Message encryption for Web Push (RFC 8291, aes128gcm of RFC 8188): an ephemeral ECDH key
 * with the browser's p256dh key and its auth secret derive the content key and nonce. Written
 * here with node:crypto because the project carries no web-push dependency.
 */
export function encryptPayload(
  payload: Buffer,
  keys: { p256dh: string; auth: string },
  salt: Buffer = randomBytes(16),
): Buffer {
  const uaPublic = Buffer.from(keys.p256dh, 'base64url');
  const authSecret = Buffer.from(keys.auth, 'base64url');
  const ecdh = createECDH('prime256v1');
  const asPublic = ecdh.generateKeys();
  const ecdhSecret = ecdh.computeSecret(uaPublic);
  const ikm = hkdf(ecdhSecret, authSecret, info('WebPush: info', uaPublic, asPublic), 32);
  const cek = hkdf(ikm, salt, info('Content-Encoding: aes128gcm'), 16);
  const nonce = hkdf(ikm, salt, info('Content-Encoding: nonce'), 12);
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  // 0x02 marks the last (only) record; no padding.
  const body = Buffer.concat([
    cipher.update(Buffer.concat([payload, Buffer.from([2])])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(asPublic.length, 20);
  return Buffer.concat([header, asPublic, body]);
}
