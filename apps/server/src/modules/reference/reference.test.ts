import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('reference lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async <T = { name: string }>(url: string): Promise<T[]> => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    return res.json().items as T[];
  };
  const names = async (url: string) => (await get(url)).map((i) => i.name);

  it('lists sports, searchable case-insensitively, starts-with first', async () => {
    expect(await names('/api/reference/sports?limit=500')).toContain('Basketball');
    const ball = await names('/api/reference/sports?search=BALL');
    expect(ball).toContain('Basketball');
    expect(await names('/api/reference/sports?search=base')).toEqual(['Baseball']);
  });

  it('lists states with highSchoolAllowed (never New Jersey), limited to 50 by default', async () => {
    type State = { code: string; highSchoolAllowed: boolean };
    const states = await get<State>('/api/reference/states');
    expect(states).toHaveLength(50);
    const all = await get<State>('/api/reference/states?limit=100');
    expect(all).toHaveLength(51);
    expect(all.find((s) => s.code === 'NJ')?.highSchoolAllowed).toBe(false);
    expect(all.find((s) => s.code === 'FL')?.highSchoolAllowed).toBe(true);
  });

  it('lists counties and cities of a state, searchable', async () => {
    expect(await names('/api/reference/states/fl/counties?search=alach')).toEqual([
      'Alachua County',
    ]);
    const cities = await names('/api/reference/states/FL/cities?search=miami');
    expect(cities[0]).toBe('Miami');
    expect(cities).toContain('North Miami');
    expect(await names('/api/reference/states/FL/cities?search=100%25')).toEqual([]);
  });

  it('lists high schools by state and county and colleges by state and city', async () => {
    const highSchools = await names('/api/reference/schools?state=FL&county=Alachua%20County');
    expect(highSchools).toContain('Alachua High School');
    const colleges = await names('/api/reference/colleges?state=FL&city=Miami&search=dade');
    expect(colleges).toEqual(['Miami Dade College']);
    expect(await names('/api/reference/colleges?state=FL&city=Miami&limit=3')).toHaveLength(3);
  });

  it('serves the fixed Florida/Miami list', async () => {
    const list = await names('/api/reference/colleges/florida-miami-other');
    const committed = JSON.parse(
      await readFile(
        new URL('../../seed/reference/florida-miami-other-colleges.json', import.meta.url),
        'utf8',
      ),
    ) as string[];
    expect(list).toEqual(committed);
    expect(list.length).toBeGreaterThan(5);
    expect(await names('/api/reference/colleges/florida-miami-other?search=miami')).toContain(
      'University of Miami',
    );
  });

  it('answers 400 to a malformed state or a missing filter', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/reference/states/Florida/cities' });
    expect(bad.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/reference/schools?state=FL' });
    expect(missing.statusCode).toBe(400);
  });
});
