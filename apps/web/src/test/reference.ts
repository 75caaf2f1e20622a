import { mockApi } from './render';

/** The reference lists (sports, states, cities, counties, schools) as the pickers read them. */
export function mockReference(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/reference/sports': { items: [{ name: 'Basketball' }, { name: 'Soccer' }] },
    'GET /api/reference/states': {
      items: [
        { code: 'CA', name: 'California', highSchoolAllowed: true },
        { code: 'FL', name: 'Florida', highSchoolAllowed: true },
        { code: 'NJ', name: 'New Jersey', highSchoolAllowed: false },
        { code: 'TX', name: 'Texas', highSchoolAllowed: false },
      ],
    },
    'GET /api/reference/states/FL/cities': { items: [{ name: 'Miami' }, { name: 'Tampa' }] },
    'GET /api/reference/states/FL/counties': { items: [{ name: 'Alachua County' }] },
    'GET /api/reference/colleges': {
      items: [{ id: 1, name: 'Barry University', state: 'FL', county: null, city: 'Miami' }],
    },
    'GET /api/reference/schools': {
      items: [
        {
          id: 2,
          name: 'Gainesville High School',
          state: 'FL',
          county: 'Alachua County',
          city: null,
        },
      ],
    },
    ...extra,
  });
}
