import { describe, expect, it } from 'vitest';
import { resolutionsMessages as m } from './resolutions.messages';
import {
  ZConsoleResolutionsQuery,
  ZResolutionMessageRequest,
  ZResolutionRequest,
} from './resolutions.schemas';

const firstMessage = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('resolution schemas', () => {
  it('requires a known type and a description, trimmed, at most 2000 characters', () => {
    expect(firstMessage(ZResolutionRequest.safeParse({ description: 'x' }))).toBe(m.typeRequired);
    expect(firstMessage(ZResolutionRequest.safeParse({ type: 'Money', description: 'x' }))).toBe(
      m.typeRequired,
    );
    expect(firstMessage(ZResolutionRequest.safeParse({ type: 'Other' }))).toBe(
      m.descriptionRequired,
    );
    expect(firstMessage(ZResolutionRequest.safeParse({ type: 'Other', description: '  ' }))).toBe(
      m.descriptionRequired,
    );
    expect(
      firstMessage(ZResolutionRequest.safeParse({ type: 'Other', description: 'x'.repeat(2001) })),
    ).toBe(m.descriptionTooLong);
    expect(ZResolutionRequest.parse({ type: 'Sports-Related', description: ' Coach ' })).toEqual({
      type: 'Sports-Related',
      description: 'Coach',
    });
  });

  it('requires a message of at most 2000 characters, kept as typed apart from the ends', () => {
    expect(firstMessage(ZResolutionMessageRequest.safeParse({ message: ' ' }))).toBe(
      m.messageRequired,
    );
    expect(firstMessage(ZResolutionMessageRequest.safeParse({ message: 'x'.repeat(2001) }))).toBe(
      m.messageTooLong,
    );
    const html = '<script>alert(1)</script>';
    expect(ZResolutionMessageRequest.parse({ message: ` ${html}\n` })).toEqual({ message: html });
  });

  it('filters the console by a known state only', () => {
    expect(ZConsoleResolutionsQuery.safeParse({ status: 'open' }).success).toBe(false);
    expect(ZConsoleResolutionsQuery.parse({ status: 'closed', q: ' ana ' })).toMatchObject({
      status: 'closed',
      q: 'ana',
      limit: 5,
    });
  });
});
