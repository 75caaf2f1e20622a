import { CONSOLE_MENU, CONSOLE_PATHS } from '@fhp/domain';
import { describe, expect, it } from 'vitest';
import { CONSOLE_SCREENS } from './console-routes';

describe('console routes', () => {
  it('gives every menu entry its screen (no entry leads nowhere)', () => {
    const paths = CONSOLE_SCREENS.map((route) => `${CONSOLE_PATHS.home}/${route.path}`);
    for (const entry of CONSOLE_MENU) expect(paths).toContain(entry.path);
  });

  it('loads a page for every screen', async () => {
    for (const route of CONSOLE_SCREENS) {
      const lazy = route.lazy as () => Promise<{ Component?: unknown }>;
      expect(typeof (await lazy()).Component, route.path).toBe('function');
    }
  }, 60_000);
});
