import { describe, expect, it } from 'vitest';
import { randomIssueNumber } from './issues.limits';
import { ZIssueRequest } from './issues.schemas';

describe('issues', () => {
  it('numbers issues from 1000 to 10999', () => {
    expect(randomIssueNumber(() => 0)).toBe(1000);
    expect(randomIssueNumber(() => 0.999999999)).toBe(10999);
    for (let i = 0; i < 200; i++) {
      const n = randomIssueNumber();
      expect(n >= 1000 && n <= 10999 && Number.isInteger(n)).toBe(true);
    }
  });
  it('requires the text', () => {
    const r = ZIssueRequest.safeParse({ message: '   ' });
    expect(r.error?.issues[0]?.message).toBe('Please describe your issue');
    expect(ZIssueRequest.parse({ message: ' help ' })).toEqual({ message: 'help' });
  });
});
