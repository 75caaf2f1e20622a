import { describe, expect, it } from 'vitest';
import { EMAIL_MASK, maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first letter and the domain, hiding the rest', () => {
    expect(maskEmail('jordan@example.com')).toBe('j•••@example.com');
    expect(maskEmail('Frankie.Fanning+fhp@mail.example.org')).toBe('F•••@mail.example.org');
  });

  it('hides as much for a one-letter name as for a long one', () => {
    expect(maskEmail('j@example.com')).toBe('j•••@example.com');
    expect(maskEmail('jo@example.com').length).toBe(maskEmail('jordan.rivera@example.com').length);
  });

  it('never shows the local part, whatever its characters', () => {
    for (const email of ['ana.maria@example.com', '"odd@name"@example.com', 'ünï@example.com']) {
      const masked = maskEmail(email);
      const local = email.slice(1, email.lastIndexOf('@'));
      expect(masked).not.toContain(local);
      expect(masked.endsWith('@example.com')).toBe(true);
      expect(masked).toContain(EMAIL_MASK);
    }
  });

  it('keeps only the first letter of a value that is not an address', () => {
    expect(maskEmail('not-an-address')).toBe('n•••');
    expect(maskEmail('@example.com')).toBe('@•••');
    expect(maskEmail('  ')).toBe('');
  });
});
