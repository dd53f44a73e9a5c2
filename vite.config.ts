/**
 * One build for the PWA: file-based routes with automatic code splitting, React, and the service
 * worker compiled from sw/ with the precache manifest injected. The web manifest is the top-level
 * manifest.webmanifest file, emitted and linked by this config, never precached.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin as PostcssPlugin } from 'postcss';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { defineConfig } from 'vite';
import { DEFAULT_SITE_LOCALE, SITE_LOCALES, isSiteLocale } from './contract/site-locale';
import { VitePWA } from 'vite-plugin-pwa';
import { offlinePrecache } from './scripts/offline-precache.ts';

/**
 * The app's own modules that the entry imports statically, through any depth: the code every
 * first page runs. Without this group the bundler gives each module that a lazy route also
 * imports (route options, queries, small helpers) a chunk of its own, and the first page paid
 * for about thirty tiny requests, each compressing on its own (9 kB gzip more at the shop's
 * first count). Packages stay out: their barrels statically name every component, used or not.
 * The home page, most visits' first, adds the shared code its page imports (ui, lib, features;
 * not its own parts under src/routes): what it shares with its lazily hydrated sections
 * (src/ui/lazy-after-paint.ts) and the other pages would otherwise be three chunks more on its
 * first visit, a request later.
 */
function firstPageChunk(entry: string, home: string) {
  let closure: Set<string> | undefined;
  const staticClosure = (from: string, ctx: ChunkingContext) => {
    const found = new Set<string>();
    const stack = [from];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      if (found.has(next)) continue;
      found.add(next);
      stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    return found;
  };
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!closure) {
      closure = staticClosure(entry, ctx);
      const page = ctx
        .getModuleInfo(home)
        ?.dynamicallyImportedIds.find((lazy) => lazy.includes('?tsr-split'));
      if (!page) throw new Error(`firstPageChunk: ${home} no longer splits its page; update this group`);
      for (const shared of staticClosure(page, ctx))
        if (!shared.includes('/src/routes/')) closure.add(shared);
    }
    return closure.has(id) && !id.includes('node_modules') ? 'app' : null;
  };
}

/**
 * Mantine's `useId` replaced by src/ui/mantine-use-id.ts, which keeps React's id instead of
 * swapping in a random one after mount (the swap re-rendered each field synchronously after
 * hydration). The build fails if Mantine moves the module, rather than silently keeping the swap.
 */
function stableMantineIds(): Plugin {
  const replacement = fileURLToPath(new URL('./src/ui/mantine-use-id.ts', import.meta.url));
  // Builds that bundle no Mantine (the prerender's Node build, the boot script) have nothing to replace.
  let bundlesHooks = false;
  let replaced = false;
  return {
    name: 'stable-mantine-ids',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('@mantine/hooks')) return null;
      bundlesHooks = true;
      if (source !== './use-id/use-id.mjs') return null;
      replaced = true;
      return replacement;
    },
    buildEnd() {
      if (bundlesHooks && !replaced)
        this.error("@mantine/hooks no longer imports './use-id/use-id.mjs': update stableMantineIds");
    },
  };
}

/**
 * Vite wraps every lazy import in its preload helper, which preloads a chunk's dependencies and
 * CSS. This build preloads neither (`modulePreload: false`, one stylesheet), so every call passes
 * no dependencies and the helper's only work is to announce a failed load (`vite:preloadError`,
 * which src/features/install/chunk-reload.ts listens for). This is that work alone: the full helper
 * cost the first page's script 0.7 kB gzip for code that never ran.
 */
function lazyImportsOnly(): Plugin {
  const helper = '\0vite/preload-helper.js';
  return {
    name: 'lazy-imports-only',
    apply: 'build',
    enforce: 'pre',
    configResolved({ build }) {
      if (build.modulePreload !== false || build.cssCodeSplit)
        throw new Error('lazy-imports-only: the build preloads again; remove this plugin');
    },
    load(id) {
      if (id !== helper) return null;
      return `export const __vitePreload = (load) =>
  load().catch((error) => {
    const event = new Event('vite:preloadError', { cancelable: true });
    event.payload = error;
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
  });`;
    },
  };
}

/**
 * Which modules each chunk holds, and how much each wrote (its code gzipped alone, before the chunk
 * is minified): `.vite/modules.json` beside Vite's manifest, from which the bench maps the first
 * page's script module by module. Modules are
 * named by their path in the project, packages by their own (a virtual module's id starts with NUL).
 */
function moduleMap(): Plugin {
  return {
    name: 'module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = fileURLToPath(new URL('.', import.meta.url));
      const chunks = Object.fromEntries(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [
                [
                  output.fileName,
                  Object.fromEntries(
                    Object.entries(output.modules).map(([id, module]) => [
                      id
                        .replace(root, '')
                        .replace('\0', '')
                        .replace(/.*node_modules\//, ''),
                      gzipSync(module.code ?? '').length,
                    ]),
                  ),
                ],
              ]
            : [],
        ),
      );
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks) });
    },
  };
}

/**
 * The web manifest, emitted as it is and linked from every page: not through vite-plugin-pwa, which
 * would precache it. The server fits its shortcuts to the site (server/http/web-manifest.ts), and
 * the browser reads it online, when it installs or updates the app.
 */
function webManifest(): Plugin {
  return {
    name: 'web-manifest',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
      });
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
    ],
  };
}

/**
 * `SITE_LOCALE` (contract/site-locale.ts): the site this build is for, en-AU by default or en-GB.
 * One build per site: the prerendered pages are written in its words, and `<html lang>` says it.
 */
const SITE_LOCALE = process.env.SITE_LOCALE || DEFAULT_SITE_LOCALE;
if (!isSiteLocale(SITE_LOCALE)) throw new Error(`SITE_LOCALE must be one of ${SITE_LOCALES.join(', ')}.`);

function siteLanguage(): Plugin {
  return {
    name: 'site-language',
    transformIndexHtml: (html) => html.replace(/<html lang="[^"]*"/, `<html lang="${SITE_LOCALE}"`),
  };
}

/** Bump when the shape of persisted query data changes: old IndexedDB caches are then dropped. */
const DATA_VERSION = '1';

/**
 * The site is light only (src/app/providers.tsx): Mantine's dark-scheme rules can never apply, and
 * were 10 kB of the stylesheet every page loads and the precache holds.
 */
function lightOnly(): PostcssPlugin {
  const dark = /data-mantine-color-scheme=['"]?dark/;
  return {
    postcssPlugin: 'light-only',
    Rule(rule) {
      const kept = rule.selectors.filter((selector) => !dark.test(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    },
  };
}

/**
 * React, the router, the query cache and Mantine's theme provider, needed by every page: one chunk
 * instead of many small shared ones, which compress worse and cost requests. Mutations are only for
 * forms on lazy pages, so they stay out of it, as does the cache's persistence (no prerendered page
 * needs it to paint: src/main.tsx), and so does the Mantine provider's code that writes the theme's
 * rules (src/app/theme-styles.tsx). Mantine's components and their styling machinery (Box, the
 * styles API) are not here: the first page shows none (src/ui/frame.module.css).
 */
const VENDOR =
  /node_modules[\\/](?!@tanstack[\\/]query-persist-client-core)(react|react-dom|scheduler|@tanstack|@mantine[\\/]core[\\/]esm[\\/]core[\\/](?!MantineProvider[\\/](MantineProvider\.mjs|MantineCssVariables|MantineClasses|color-scheme-managers|use-respect-reduce-motion|convert-css-variables|use-mantine-color-scheme[\\/]use-provider))(MantineProvider|utils))[\\/](?!.*(useMutation|mutationObserver)\.js$)/;
/**
 * Mantine's styling machinery and the components nearly every page shows (layout, text, buttons,
 * skeletons): one chunk the first page with any of them loads, rather than sixteen small ones.
 */
const MANTINE =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core[\\/](?!MantineProvider[\\/](MantineProvider\.mjs|MantineCssVariables|MantineClasses|color-scheme-managers|use-respect-reduce-motion|convert-css-variables|use-mantine-color-scheme[\\/]use-provider))|components[\\/](Anchor|Button|Card|CloseButton|Container|Divider|Group|Loader|Paper|Skeleton|Stack|Text|Title|Transition|UnstyledButton|VisuallyHidden)[\\/])/;

const offline = offlinePrecache(fileURLToPath(new URL('.', import.meta.url)));

export default defineConfig(({ command, isSsrBuild }) => ({
  // `@/` and `@contract/`, from tsconfig.json's paths (the one place they are declared).
  resolve: {
    tsconfigPaths: true,
    alias: [
      // TanStack Store imports the selector hook's shim for React before 18, which carries its own
      // copy of useSyncExternalStore; React 19 has it, and the package's plain entry uses React's.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
    ],
  },
  css: {
    postcss: { plugins: [lightOnly()] },
    // A built class name is a short hash (`_x3Fq1`), not `_gameAction_8w3yu_7`: every prerendered
    // page repeats its classes (measured: a third of the names' bytes in the precached HTML), and
    // the client and the prerender builds hash alike. The dev server keeps readable names.
    ...(command === 'build' && { modules: { generateScopedName: '_[hash:base64:5]' } }),
  },
  define: {
    __DATA_VERSION__: JSON.stringify(DATA_VERSION),
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
    __SITE_LOCALE__: JSON.stringify(SITE_LOCALE),
  },
  plugins: [
    // First: it reads the sources' `online-only` marks before the router's code splitting rewrites them.
    !isSsrBuild && offline.plugin,
    !isSsrBuild && webManifest(),
    siteLanguage(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader comes with its page, in one chunk: left in the route file's stub (the
      // plugin's default), its code and imports land in the entry every first visit downloads.
      // Not for the home page and the content pages (`$`): the first visit needs their loaders'
      // code anyway, and it compresses better with the entry than in a chunk of its own.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) =>
          routeId === '/' || routeId === '/$'
            ? undefined
            : [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    react(),
    stableMantineIds(),
    lazyImportsOnly(),
    !isSsrBuild && moduleMap(),
    // The prerender build (issue "First paint") renders pages in Node: no worker, no chunking.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        // The web manifest is this config's own (webManifest above); the glob takes the icons.
        manifest: false,
        includeManifestIcons: false,
        // The prerendered pages are written just before the worker is built, so they are precached.
        integration: {
          beforeBuildServiceWorker: () => {
            execFileSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts'], { stdio: 'inherit' });
          },
        },
        injectManifest: {
          // Vite 8 builds the worker as an ES module otherwise, which a classic registration cannot run.
          rollupFormat: 'iife',
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}', 'prerendered/*.json'],
          // Left out: the large icons the browser reads only when the app is installed, and the
          // prerendered pages below the first level (/about/privacy...) or not declared offline
          // (Daily Winners), which the shell renders once the worker is in control (docs/decisions.md,
          // "First paint"). Scripts are left out by the routes' own declarations
          // (scripts/offline-precache.ts).
          globIgnores: [
            'screenshots/**',
            '*/*/**/index.html',
            'daily-winners/index.html',
            'icons/icon-512.png',
            'icons/icon-maskable-512.png',
          ],
          manifestTransforms: [
            (entries) => ({ manifest: entries.filter((entry) => offline.keep(entry.url)), warnings: [] }),
          ],
        },
      }),
  ],
  build: {
    // `DIST_DIR`: where the build goes, as the server reads it (the British site's build is beside it).
    outDir: process.env.DIST_DIR || 'dist',
    // The supported browsers, declared once (package.json's browserslist; Safari 16.4 the oldest).
    target: browserslistToEsbuild(),
    // Read by the bench and the bundle budget check to tell which chunks each route loads.
    manifest: true,
    // No preload lists: each lazy route would carry the names of all its chunks' dependencies
    // into the first page's script (about 1 kB gzip per route). The router preloads a route on
    // intent and the service worker precaches every chunk, so the lists would buy little.
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'vendor', test: VENDOR },
                { name: 'mantine', test: MANTINE },
                {
                  name: firstPageChunk(
                    fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
                    fileURLToPath(new URL('./src/routes/index.tsx', import.meta.url)),
                  ),
                },
                // TypeScript's helpers, which the analytics SDK shares with the modal's scroll lock:
                // left to the SDK's group, they took the whole SDK into every modal's imports.
                { name: 'tslib', test: /node_modules[\\/]tslib[\\/]/ },
                // The two SDKs, each in a chunk of its own (with its own lazy parts), loaded after
                // the first paint and never precached (src/app/telemetry.ts).
                { name: 'error-reporting-sdk', test: /node_modules[\\/]@sentry(-internal)?[\\/]/ },
                {
                  name: 'analytics-sdk',
                  test: /node_modules[\\/](@segment|@lukeed[\\/]uuid|dset|unfetch)[\\/]/,
                },
              ],
            },
          },
        },
    sourcemap: false,
    cssCodeSplit: false,
  },
  server: {
    // The API, and the files it makes at site addresses (the subscription calendar's PDF).
    proxy: Object.fromEntries(
      ['/api', '/public/pdf'].map((path) => [path, `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`]),
    ),
  },
}));
