/**
 * Offline by declaration (docs/decisions.md, "Room to grow"): a page opens without a connection
 * when its route file says so, `staticData: { offline: true }`, and the precache is derived from
 * those declarations instead of a list of chunk names, which a renamed file silently changed.
 *
 * The service worker precaches the app's entry and every chunk an offline page can load: its route
 * chunks and all they import, statically or lazily, through any depth. Two kinds of lazy import
 * are not followed: another route's chunks (that route declares for itself), and a part marked
 * `import(/* online-only *\/ './x')`, which is of use only with a connection (the feedback form,
 * the telemetry SDKs, a deposit). Stylesheets, pages and images are precached as before.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const DECLARED_OFFLINE = /staticData:\s*\{\s*offline:\s*true\s*\}/;
const ROUTE_ID = /createFileRoute\('([^']+)'\)/;
const ONLINE_ONLY_IMPORT = /import\(\s*\/\*\s*online-only\s*\*\/\s*'([^']+)'\s*\)/g;

/** A route file's id and whether it is declared offline, read from its source. */
export function routeDeclarations(routesDir: string): { file: string; id: string; offline: boolean }[] {
  return readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.tsx') && !path.split(/[\\/]/).some((part) => part.startsWith('-')))
    .flatMap((path) => {
      const source = readFileSync(join(routesDir, path), 'utf8');
      const id = ROUTE_ID.exec(source)?.[1];
      return id ? [{ file: join(routesDir, path), id, offline: DECLARED_OFFLINE.test(source) }] : [];
    });
}

/** The route file a split chunk was made from (`…/src/routes/login.tsx?tsr-split=component`). */
const routeFileOf = (chunk: OutputChunk) =>
  chunk.facadeModuleId?.includes('?tsr-split') ? chunk.facadeModuleId.split('?')[0] : undefined;

export function offlinePrecache(root: string) {
  const routesDir = join(root, 'src', 'routes');
  const onlineOnly = new Set<string>();
  const precached = new Set<string>();
  const emitted = new Set<string>();
  const plugin: Plugin = {
    name: 'offline-precache',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('node_modules') || !code.includes('online-only')) return null;
      for (const [, specifier] of code.matchAll(ONLINE_ONLY_IMPORT)) {
        const resolved = await this.resolve(specifier!, id);
        if (!resolved) this.error(`offline-precache: cannot resolve ${specifier} from ${id}`);
        onlineOnly.add(resolved.id);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const routes = routeDeclarations(routesDir);
      const offline = new Set(routes.filter((route) => route.offline).map((route) => route.file));
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output]] : [],
        ),
      );
      const visit = (chunk: OutputChunk) => {
        if (precached.has(chunk.fileName)) return;
        precached.add(chunk.fileName);
        chunk.imports.forEach((file) => visit(chunks.get(file)!));
        for (const file of chunk.dynamicImports) {
          const target = chunks.get(file)!;
          const route = routeFileOf(target);
          // An imported module may share its chunk with others: a chunk holding an online-only part is one.
          if (route ? offline.has(route) : !target.moduleIds.some((id) => onlineOnly.has(id))) visit(target);
        }
      };
      for (const chunk of chunks.values()) {
        emitted.add(chunk.fileName);
        const route = routeFileOf(chunk);
        if (chunk.isEntry || (route && offline.has(route))) visit(chunk);
      }
      // Read by the e2e that opens every offline page without a connection.
      this.emitFile({
        type: 'asset',
        fileName: '.vite/offline-routes.json',
        source: JSON.stringify(
          routes
            .filter((route) => route.offline)
            .map((route) => ({
              id: route.id,
              file: relative(root, route.file),
            })),
        ),
      });
    },
  };
  /**
   * For vite-plugin-pwa's manifestTransforms: a script of this build is precached only if an offline
   * page can load it (the prerender's boot script is built apart, and every prerendered page runs it).
   */
  const keep = (url: string) => !emitted.has(url) || precached.has(url);
  return { plugin, keep };
}
