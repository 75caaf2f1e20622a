/** What stands for the hidden part of a masked e-mail address. */
export const EMAIL_MASK = '•••';

/**
 * An e-mail address as public pages show it: its first letter and its domain, the rest hidden
 * ("jordan@example.com" becomes "j•••@example.com"). The full address never leaves the server
 * on a public page. A value without a usable "@" keeps only its first letter.
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed === '') return '';
  const first = Array.from(trimmed)[0] ?? '';
  const at = trimmed.lastIndexOf('@');
  const domain = at > 0 ? trimmed.slice(at + 1) : '';
  return domain ? `${first}${EMAIL_MASK}@${domain}` : `${first}${EMAIL_MASK}`;
}
