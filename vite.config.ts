import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressDirectory } from './src/server/plugins/precompress.ts';
import { filesForPages, type Manifest, readRouteTable, staticClosure } from './tools/route-chunks.ts';

const webRoot = path.resolve(import.meta.dirname, 'src/web');
const outDir = path.resolve(import.meta.dirname, 'dist/web');

/**
 * Pages whose chunks the service worker downloads ahead, to open again offline: 'Mes formations',
 * the course page and the course player (docs/decisions/040, 051).
 */
const PRECACHED_PAGES = ['courses', 'courses/$courseId', 'courses/$courseId/learn'] as const;

/**
 * The service worker's precache: index.html, the stylesheet and the player's chunks (with the lesson
 * renderers it loads later), not every lazy chunk of the app (docs/decisions/040, docs/scaling.md).
 */
function precacheOnlyTheShell(entries: Array<{ url: string; size: number; revision: string | null }>) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const files = filesForPages(manifest, readRouteTable(webRoot), PRECACHED_PAGES);
  const kept = entries.filter((entry) => entry.url === 'index.html' || files.has(entry.url));
  return { manifest: kept, warnings: [] };
}

/** The pages drawn on the server, by the kind page-render.ts knows them, and their page module. */
const SERVER_RENDERED_PAGES = {
  home: 'routes/home-page.tsx',
  marketplace: 'features/catalog/routes/marketplace-page.tsx',
  course: 'features/catalog/routes/course-page.tsx',
  instructor: 'features/catalog/routes/instructor-page.tsx',
} as const;
/** Every public page also needs the root's and the public layout's lazy components. */
const PUBLIC_FRAME = ['routes/app-root.tsx', 'routes/public-layout.tsx'];

/** The course player's route modules, and the lazy renderers of the lesson types that have one. */
const PLAYER_FRAME = ['routes/app-root.tsx', 'routes/student-layout.tsx', 'routes/course-player-route.tsx'];
const LESSON_RENDERERS = {
  article: 'features/learning/player/article-lesson.tsx',
  quiz: 'features/quizzes/quiz-lesson.tsx',
  exercise: 'features/exercises/exercise-lesson.tsx',
} as const;

/**
 * For each page drawn on the server, the chunks it loads before it can hydrate beyond what
 * index.html already names (the entry's): page-render.ts announces them as <link rel=modulepreload>,
 * so they download with the entry instead of after it (docs/decisions/127).
 */
function pagePreloads(): Plugin {
  return {
    name: 'jang:page-preloads',
    apply: 'build',
    writeBundle: {
      sequential: true,
      handler() {
        const manifest = JSON.parse(
          readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
        const loaded = staticClosure(manifest, entryKeys);
        const preloads = Object.fromEntries(
          Object.entries(SERVER_RENDERED_PAGES).map(([kind, pageModule]) => {
            const keys = staticClosure(manifest, [...PUBLIC_FRAME, pageModule]);
            const files = [...keys].filter((key) => !loaded.has(key)).map((key) => manifest[key]!.file);
            return [kind, files];
          }),
        );
        // The player drawn for a signed-in learner (decision 315): its layouts' and its own chunks.
        const player = staticClosure(manifest, [...entryKeys, ...PLAYER_FRAME]);
        preloads.player = [...player].filter((key) => !loaded.has(key)).map((key) => manifest[key]!.file);
        writeFileSync(path.join(outDir, '.vite/page-preloads.json'), JSON.stringify(preloads, null, 2));
        // The player's page names its lesson's renderer when it carries the lesson (decision 313).
        const renderers = Object.fromEntries(
          Object.entries(LESSON_RENDERERS).map(([type, rendererModule]) => {
            const keys = staticClosure(manifest, [rendererModule]);
            return [type, [...keys].filter((key) => !player.has(key)).map((key) => manifest[key]!.file)];
          }),
        );
        writeFileSync(path.join(outDir, '.vite/lesson-renderers.json'), JSON.stringify(renderers, null, 2));
      },
    },
  };
}

/**
 * Brotli and gzip forms beside each file of the build, once everything is written (the service
 * worker included: it is built in the PWA plugin's closeBundle, which runs before this 'post' one).
 * The server picks one by the request's Accept-Encoding (docs/decisions/123).
 */
function precompress(): Plugin {
  return {
    name: 'jang:precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = await precompressDirectory(outDir);
        this.info(`${files.length} fichiers compressés (brotli, gzip)`);
      },
    },
  };
}

/**
 * The server render (docs/decisions/127): `vite build --ssr` builds src/web/entry-server.tsx for
 * Node into dist/server-render, which the server loads to draw the public pages. No service worker,
 * no compressed copies, and the libraries stay in node_modules.
 */
const serverRenderConfig = defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react()],
  // React, the router and the query client bundled in, in their production builds, whatever the
  // server's NODE_ENV (docs/decisions/183).
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: true,
    outDir: '../../dist/server-render',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { input: path.join(webRoot, 'entry-server.tsx') },
  },
});

// The web app lives in src/web; the API server (src/server) serves the built files from dist/web.
const browserConfig = defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // The offline app shell: a service worker in the production build only (src/web/sw.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      devOptions: { enabled: false },
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [async (entries) => precacheOnlyTheShell(entries)],
      },
    }),
    pagePreloads(),
    precompress(),
  ],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // The catalogue's shared rules and card pieces (prices, currencies, their strings) used by the
        // marketplace, the course pages, the checkout and the learner's pages travel as one chunk with
        // what only they share, instead of many small ones: fewer requests on a slow network
        // (first visit to /marketplace: 15 files instead of 28; docs/scaling.md).
        advancedChunks: {
          groups: [
            {
              name: 'catalog-core',
              // With TanStack Store's selector and its React shim, which the entry and every page load
              // (two requests fewer; decision 313).
              test: /src\/(shared\/catalog|web\/features\/catalog\/(use-currency|currency-preference|price-label|card-format|components\/(price-block|course-card)))|node_modules\/(@tanstack\/react-store\/dist\/useSelector\.js|use-sync-external-store\/)/,
            },
            // What most pages load right after the entry (the query client and its caches, the
            // infinite list, the catalogue's small controls, the session hooks, alert and input): one
            // file instead of ten of 0.3–3.5 KB; each request costs a round trip and ~0.5 KB of
            // headers on a slow network (/marketplace first visit 184.6 → 179.4 KB, 24 → 16 requests;
            // docs/scaling.md, issue 13). Only modules the entry does not import: grouping one it does
            // (useSelector, with-selector) splits the entry into six files.
            {
              name: 'app-shell',
              includeDependenciesRecursively: false,
              // With the button (and Radix's slot it is built on), the shells' banners and two icons
              // of the public pages, which they all draw: five requests fewer on a first visit of
              // /marketplace (decision 312). Not the lazy route modules (the root's, the public
              // layout's): grouped, the page no longer hydrated from its data.
              test: /node_modules\/(@tanstack\/query-core\/build\/modern\/(mutation|hydration|mutationCache|queryCache|queryClient|infiniteQueryObserver)\.js|@tanstack\/react-query\/build\/modern\/useInfiniteQuery\.js|lucide-react\/dist\/esm\/icons\/(search|building|sliders-horizontal)\.mjs|@radix-ui\/react-(slot|compose-refs)\/)|src\/web\/(features\/catalog\/(components\/(light-button|load-error|currency-switch)\.tsx|api\/get-demo-catalog\.ts)|ui\/(alert|input|button)\.tsx|lib\/format\.ts|lib\/session\/use-session\.ts|routes\/use-shell-session\.ts|shell\/platform-banners\.tsx)|src\/shared\/platform\/platform-paths\.ts/,
            },
            // Small pieces the player shares with the editor and the builders (progress rules, video
            // addresses, loading line, progress bar): without this group each became its own ~0.7 KB
            // file, more requests on a first visit to the player (docs/scaling.md, issue 14).
            {
              name: 'player-shared',
              // Only these modules: what they import stays where it was (the marketplace needs some).
              includeDependenciesRecursively: false,
              test: /src\/(shared\/(learning\/(progress|lesson-duration)|oembed\/video-url)|web\/ui\/(loading|progress-bar))\.tsx?$/,
            },
            // The learner's pages' small shared pieces (course details, chapter states, live percent,
            // the online status): one file instead of five, so the player's first visit waits for fewer
            // round trips (docs/scaling.md, issue 13). Nothing the public course page also loads (the
            // button, the sheet…): their imports would come along to it. Not Radix's base modules either:
            // split from the dialog's that call them, the two chunks import each other and the player breaks.
            {
              name: 'learner-core',
              includeDependenciesRecursively: false,
              // With the player's addresses, its 'Continuer' rule, the loading and error states (decision 313).
              test: /src\/(web\/(features\/learning\/(chapter-status|learning-format|progress\/(live-percent|course-device-progress)|api\/get-course-details|player\/local-completion)\.ts|features\/learning\/components\/load-states\.tsx|ui\/load-error\.tsx|lib\/use-online-status\.ts)|shared\/learning\/(continue-target|learning-paths)\.ts)/,
            },
            // The learner's menu's and the player's icons (the builders use some too): one file instead
            // of twenty (player first visit: docs/scaling.md, issue 13).
            {
              name: 'shared-icons',
              includeDependenciesRecursively: false,
              // The lesson types' icons (the course page's curriculum and the player) and the learner's
              // menu's last ones too (decision 313).
              test: /lucide-react\/dist\/esm\/icons\/(lock|clipboard-check|list-checks|award|book-open|trophy|users|wallet|wifi-off|arrow-left|chevron-left|chevron-right|chevron-down|download|pen-tool|circle-check|clipboard-list|circle|contrast|play|circle-play|file-text|headphones|newspaper|log-out|graduation-cap|external-link)\.mjs$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev/outbox/api': 'http://localhost:3000' },
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverRenderConfig : browserConfig));
