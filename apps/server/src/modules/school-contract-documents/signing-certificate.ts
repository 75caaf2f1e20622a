import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { schoolContractDocumentsTexts as t } from '@fhp/domain';
import type { AppConfig } from '../../platform/config';
import { AppError } from '../../platform/http/app-error';

/** The PKCS#12 that seals contracts, and what it says of its holder (for the certificate page). */
export interface SigningCertificate {
  p12: Buffer;
  passphrase: string;
  /** The certificate's subject common name, printed on the signing certificate page. */
  subject: string;
  /** True for the self-signed development certificate. */
  development: boolean;
}

export const sealUnavailable = () => new AppError('SEAL_UNAVAILABLE', t.errors.sealUnavailable);

/** The development certificate's passphrase: it guards nothing, the file is for demos only. */
const DEVELOPMENT_PASSPHRASE = 'fhp-development-seal';
const DEVELOPMENT_SUBJECT = 'FHP development seal (not for production)';

const loaded = new Map<string, Promise<SigningCertificate>>();

/**
 * The certificate from the configuration (CONTRACT_SIGNING_P12: base64 or a path), or outside
 * production the development certificate, made once and kept in the data folder. Production
 * without one: 503, never a development certificate (safe by default, decision 0066).
 */
export function signingCertificate(
  config: AppConfig['contractSigning'],
): Promise<SigningCertificate> {
  const key = config.p12 ?? config.developmentP12Path ?? '';
  if (!config.p12 && !config.developmentP12Path) return Promise.reject(sealUnavailable());
  let pending = loaded.get(key);
  if (!pending) {
    pending = (
      config.p12
        ? configuredCertificate(config.p12, config.passphrase)
        : developmentCertificate(config.developmentP12Path as string)
    ).catch((error: unknown) => {
      loaded.delete(key);
      throw error;
    });
    loaded.set(key, pending);
  }
  return pending;
}

async function configuredCertificate(
  value: string,
  passphrase: string,
): Promise<SigningCertificate> {
  // A path when such a file exists; base64 otherwise (base64 may hold '/', so no guessing).
  const isFile = await fs.stat(value).then(
    (stat) => stat.isFile(),
    () => false,
  );
  const p12 = isFile ? await fs.readFile(value) : Buffer.from(value, 'base64');
  return { p12, passphrase, subject: await subjectOf(p12, passphrase), development: false };
}

/** The common name of the first certificate in a PKCS#12; refuses a file it cannot open. */
async function subjectOf(p12: Buffer, passphrase: string): Promise<string> {
  const { default: forge } = await import('node-forge');
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
    const parsed = forge.pkcs12.pkcs12FromAsn1(asn1, passphrase);
    const certBag = forge.pki.oids.certBag as string;
    const bags = parsed.getBags({ bagType: certBag })[certBag] ?? [];
    const cert = bags[0]?.cert;
    if (!cert) throw new Error('no certificate in the PKCS#12');
    const cn = cert.subject.getField('CN');
    const o = cert.subject.getField('O');
    return [cn?.value, o?.value].filter(Boolean).join(', ') || 'FHP';
  } catch {
    throw new AppError('SEAL_UNAVAILABLE', t.errors.sealFailed);
  }
}

async function developmentCertificate(file: string): Promise<SigningCertificate> {
  let p12: Buffer;
  try {
    p12 = await fs.readFile(file);
  } catch {
    p12 = await makeDevelopmentP12();
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name and renamed: two processes never read half a file.
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temporary, p12, { mode: 0o600 });
    await fs.rename(temporary, file);
  }
  return {
    p12,
    passphrase: DEVELOPMENT_PASSPHRASE,
    subject: await subjectOf(p12, DEVELOPMENT_PASSPHRASE),
    development: true,
  };
}

/**
 * A self-signed certificate for sealing in development and demos: RSA 2048 (made by Node's
 * crypto, fast), wrapped by node-forge into a PKCS#12, valid for ten years.
 */
export async function makeDevelopmentP12(
  subject = DEVELOPMENT_SUBJECT,
  passphrase = DEVELOPMENT_PASSPHRASE,
): Promise<Buffer> {
  const { default: forge } = await import('node-forge');
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  const now = new Date();
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600 * 1000);
  const attributes = [
    { name: 'commonName', value: subject },
    { name: 'organizationName', value: 'FHP' },
    { name: 'countryName', value: 'US' },
    { shortName: 'ST', value: 'Florida' },
  ];
  cert.setSubject(attributes);
  cert.setIssuer(attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
