import type { LaunchOptions } from 'playwright-core';

/**
 * How every e2e run starts Chromium: Debian's build, headless, nothing phoning home, and as
 * little per-page machinery as the journeys allow (tests reuse warm pages: browser.ts). One
 * process per site instead of per frame, and no
 * translate, media-router or hint services, took about 15% off a page's CPU time; no
 * optimising JavaScript compilers took another 20-35%.
 * `E2E_CHROMIUM_ARGS` adds flags for an experiment (space-separated).
 */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-extensions',
      '--mute-audio',
      '--disable-dev-shm-usage',
      '--disable-site-isolation-trials',
      '--disable-features=site-per-process,IsolateOrigins,Translate,MediaRouter,OptimizationHints,PaintHolding',
      // No optimising JavaScript tiers (Maglev, TurboFan): a journey's page lives for seconds,
      // and their compile jobs ran on the same two cores without ever paying off. Measured per
      // warm load here: the signed-in profile page 1.67 s of CPU against 1.20-1.36 s, the page
      // plus an axe run 2.97 s against 1.85 s. Sparkplug (the cheap baseline tier) stays: off,
      // it cost more than it saved.
      '--js-flags=--no-opt --no-maglev',
      // Paint and composite in the renderer, one raster thread, no SwiftShader, no smooth
      // scrolling: with no GPU the default path emulates one (a GPU process compositing through
      // SwiftShader, raster threads per core) and only moves the same pixels between processes.
      // Measured together on the whole journey run (2 cores, PostgreSQL): 269-286 s before,
      // 232-256 s after, the same tests passing.
      '--disable-gpu-compositing',
      '--disable-software-rasterizer',
      '--num-raster-threads=1',
      '--disable-partial-raster',
      '--disable-smooth-scrolling',
      ...(process.env.E2E_CHROMIUM_ARGS ?? '').split(' ').filter(Boolean),
    ],
  };
}
