import { describe, expect, it } from 'vitest';
import { newsSuggestionsMessages as m, newsSuggestionEmail, ZNewsSuggestionRequest } from '.';

const firstMessage = (input: unknown) => {
  const result = ZNewsSuggestionRequest.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('news suggestion request', () => {
  it('accepts a type and remarks, trims them and drops an empty e-mail', () => {
    const parsed = ZNewsSuggestionRequest.parse({
      type: 'athlete',
      remarks: '  Spotlight our goalkeeper please  ',
      email: '',
    });
    expect(parsed).toEqual({ type: 'athlete', remarks: 'Spotlight our goalkeeper please' });
  });

  it('lower-cases a reply e-mail', () => {
    const parsed = ZNewsSuggestionRequest.parse({
      type: 'news',
      remarks: 'A long enough remark',
      email: 'Fan@Example.com',
    });
    expect(parsed.email).toBe('fan@example.com');
  });

  it.each([
    [{ remarks: 'A long enough remark' }, m.typeRequired],
    [{ type: 'gossip', remarks: 'A long enough remark' }, m.typeRequired],
    [{ type: 'news' }, m.remarksRequired],
    [{ type: 'news', remarks: '    ' }, m.remarksRequired],
    [{ type: 'news', remarks: 'short' }, m.remarksTooShort],
    [{ type: 'news', remarks: 'x'.repeat(2001) }, m.remarksTooLong],
    [{ type: 'news', remarks: 'A long enough remark', email: 'not-an-email' }, m.emailInvalid],
  ])('refuses %j with its message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('builds the operators’ e-mail with the type label and remarks', () => {
    const mail = newsSuggestionEmail({ type: 'event', remarks: 'Cover the state final' });
    expect(mail.subject).toBe('News Suggestion: Event or contest');
    expect(mail.text).toContain('Type: Event or contest');
    expect(mail.text).toContain('Cover the state final');
    expect(mail.text).toContain('Reply to: not given');
  });
});
