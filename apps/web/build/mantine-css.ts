import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The class-name map Mantine compiled from a component's CSS module, e.g. Button.module.mjs. */
const CORE_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;
const NOTIFICATIONS_MODULE = /[\\/]@mantine[\\/]notifications[\\/]esm[\\/].*\.module\.mjs$/;
/** A per-component stylesheet of @mantine/core (not the prebuilt *.layer.css variants). */
const CORE_STYLESHEET = /[\\/]@mantine[\\/]core[\\/]styles[\\/]([A-Za-z-]+)\.css$/;
const NOTIFICATIONS_STYLESHEET = /[\\/]@mantine[\\/]notifications[\\/]styles\.css$/;
const NOTIFICATIONS_LAYER = 'notifications';
/** Imported by src/app/global-styles.ts: every Mantine stylesheet in dev, nothing in a build. */
const DEV_STYLES = 'virtual:mantine-dev-styles';

/**
 * Every @mantine/core stylesheet name in the order @mantine/core/styles.css has them (the order
 * Mantine's rules were written to cascade in), found by where each file's text sits in it.
 */
function coreStylesheetOrder(): string[] {
  const stylesDir = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  const all = readFileSync(join(stylesDir, '..', 'styles.css'), 'utf8');
  const names = readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length));
  const offset = new Map(
    names.map((name) => {
      const text = readFileSync(join(stylesDir, `${name}.css`), 'utf8');
      const at = all.indexOf(text.slice(0, 400));
      if (at < 0) throw new Error(`@mantine/core/styles/${name}.css is not in styles.css`);
      return [name, at];
    }),
  );
  return names.sort((a, b) => (offset.get(a) ?? 0) - (offset.get(b) ?? 0));
}

const afterDirective = (code: string, line: string) =>
  code.replace(/^(["']use client["'];?\r?\n)?/, (directive) => `${directive}${line}\n`);

/**
 * Per-component Mantine CSS that follows the JavaScript: each Mantine component module imports
 * its own stylesheet, so a chunk carries the CSS of exactly the components in it and Vite
 * loads it with the chunk (the landing page no longer waits for all of Mantine's CSS).
 *
 * Chunks' stylesheets load in any order, so each is wrapped in its own layer inside `mantine`,
 * and index.html declares those layers first, in styles.css order: Mantine's rules cascade as
 * in the single stylesheet, and the app's own (unlayered) CSS modules override them, as they
 * did when styles.css came first.
 */
export function mantinePerComponentCss(): Plugin {
  let serve = false;
  const layerOf = (name: string) => `mantine.${name}`;
  const wrap = (name: string, css: string) => `@layer ${layerOf(name)} {\n${css}\n}\n`;
  return {
    name: 'fhp:mantine-per-component-css',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(id) {
      return id === DEV_STYLES ? `\0${DEV_STYLES}` : undefined;
    },
    // The dev server pre-bundles Mantine (no per-module transform there), so in dev every
    // component stylesheet is loaded up front, in order; a build needs none of them here.
    load(id) {
      if (id !== `\0${DEV_STYLES}`) return undefined;
      if (!serve) return '';
      return [
        ...coreStylesheetOrder().map((name) => `import '@mantine/core/styles/${name}.css';`),
        "import '@mantine/notifications/styles.css';",
      ].join('\n');
    },
    transform(code, id) {
      const core = CORE_MODULE.exec(id);
      if (core) {
        return { code: afterDirective(code, `import '@mantine/core/styles/${core[1]}.css';`) };
      }
      if (NOTIFICATIONS_MODULE.test(id)) {
        return { code: afterDirective(code, "import '@mantine/notifications/styles.css';") };
      }
      const stylesheet = CORE_STYLESHEET.exec(id);
      if (stylesheet?.[1]) return { code: wrap(stylesheet[1], code) };
      if (NOTIFICATIONS_STYLESHEET.test(id)) return { code: wrap(NOTIFICATIONS_LAYER, code) };
      return undefined;
    },
    // Before every stylesheet link (Vite puts shared chunks' CSS ahead of the entry's).
    transformIndexHtml() {
      const layers = [...coreStylesheetOrder(), NOTIFICATIONS_LAYER].map(layerOf).join(', ');
      return [{ tag: 'style', children: `@layer ${layers};`, injectTo: 'head-prepend' }];
    },
  };
}
