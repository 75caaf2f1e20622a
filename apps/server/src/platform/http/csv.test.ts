import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  const columns = [{ header: 'Value', value: (row: string) => row }];

  it('keeps a plain negative amount a number, and still defuses a formula that starts with a minus', () => {
    expect(toCsv(columns, ['-12.50', '-3', '-1+cmd|calc', '=SUM(A1)', 'Smith, Jr.'])).toBe(
      `Value\r\n-12.50\r\n-3\r\n'-1+cmd|calc\r\n'=SUM(A1)\r\n"Smith, Jr."\r\n`,
    );
  });
});
