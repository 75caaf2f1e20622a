import { describe, expect, it } from 'vitest';
import { toTitleCase } from './requested-places.rules';
import { ZPlaceRequest } from './requested-places.schemas';

describe('requested cities and sports', () => {
  it('title-cases', () => {
    expect(toTitleCase('  new   YORK ')).toBe('New York');
    expect(toTitleCase('winston-salem state university')).toBe('Winston-Salem State University');
    expect(toTitleCase('')).toBe('');
  });
  it('requires every field, each with its message', () => {
    const r = ZPlaceRequest.safeParse({ state: '', city: ' ', college: undefined, sport: '' });
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['state', 'Please select a state'],
      ['city', 'Please enter a city'],
      ['college', 'Please enter a college'],
      ['sport', 'Please enter a sport'],
    ]);
    expect(
      ZPlaceRequest.parse({
        state: 'Florida',
        city: 'boca raton',
        college: 'fau',
        sport: 'lacrosse',
      }),
    ).toEqual({ state: 'Florida', city: 'Boca Raton', college: 'Fau', sport: 'Lacrosse' });
  });
});
