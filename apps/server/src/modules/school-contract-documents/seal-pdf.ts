import { schoolContractDocumentsTexts } from '@fhp/domain';
import type { SigningCertificate } from './signing-certificate';

const t = schoolContractDocumentsTexts.pdf;

/**
 * Seals a rendered PDF: an incremental update adds a signature field whose /Contents holds a
 * PKCS#7 detached signature (adbe.pkcs7.detached) over every byte but the signature itself, as
 * documenso's packages/signing does with @signpdf. The signing time is given, so the same
 * document, certificate and time give the same bytes (RSA PKCS#1 v1.5 is deterministic).
 */
export async function sealPdf(
  pdf: Buffer,
  certificate: SigningCertificate,
  options: { signingTime: Date; contactInfo: string },
): Promise<Buffer> {
  const [{ plainAddPlaceholder }, { P12Signer }, { SignPdf }] = await Promise.all([
    import('@signpdf/placeholder-plain'),
    import('@signpdf/signer-p12'),
    import('@signpdf/signpdf'),
  ]);
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: t.sealReason,
    contactInfo: options.contactInfo,
    name: t.sealName,
    location: t.sealLocation,
    signingTime: options.signingTime,
    // Room for the PKCS#7 of a certificate chain of a few certificates (hex: twice the bytes).
    signatureLength: 16_384,
    appName: 'FHP',
  });
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.passphrase });
  return new SignPdf().sign(withPlaceholder, signer, options.signingTime);
}
