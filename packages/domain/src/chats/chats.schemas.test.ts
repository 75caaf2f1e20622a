import { describe, expect, it } from 'vitest';
import { registrationMessages } from '../registration/registration.messages';
import { isWhatsAppNumber } from '../registration/registration.rules';
import { chatsMessages as m } from './chats.messages';
import { ZChatBookRequest } from './chats.schemas';

const call = (contact: string) =>
  ZChatBookRequest.safeParse({
    athleteNumber: 1001,
    channel: 'WhatsApp',
    contact,
    minutes: 10,
    proposedTimes: ['2030-01-01T10:00:00.000Z'],
  });
const contactError = (contact: string) =>
  call(contact).error?.issues.find((issue) => issue.path[0] === 'contact')?.message;

describe("a fan's WhatsApp number for a call", () => {
  it("follows the athletes' rule: 7 to 15 digits, digits only", () => {
    for (const ok of ['1234567', '3055550123', '13055550123', '123456789012345']) {
      expect(call(ok).success, ok).toBe(true);
      expect(isWhatsAppNumber(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      '123456',
      '1234567890123456',
      '(305) 555-0123',
      '+13055550123',
      '12345a7',
    ]) {
      expect(contactError(bad), bad).toBe(registrationMessages.whatsappInvalid);
      expect(isWhatsAppNumber(bad), bad).toBe(false);
    }
  });

  it("uses the athletes' message, word for word", () => {
    expect(m.whatsappInvalid).toBe(registrationMessages.whatsappInvalid);
    expect(m.whatsappInvalid).toBe('Please enter a valid WhatsApp number (7-15 digits)');
  });
});
