import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { afterAll, beforeAll } from 'vitest';

const session = new Session();
beforeAll(async () => {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
});
afterAll(async () => {
  const { profile } = await session.post('Profiler.stop');
  fs.writeFileSync('/tmp/register.cpuprofile', JSON.stringify(profile));
});
