import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { packageAliases } from '../scripts/vite-package-aliases';
import { precompress } from '../scripts/vite-precompress';
import { reactRouterDist, reactRouterProduction } from './react-router-production';
import { defineConfig, loadEnv, type Plugin } from 'vite';

/**
 * The storefront is the module-federation host `storefront`. It consumes the remote `admin_console`
 * (exposed module `./AdminApp`) lazily on `/admin/*` only. react, react-dom and react-router-dom are
 * shared singletons. The remote entry is same-origin `/admin-console/remoteEntry.js` in production;
 * `VITE_ADMIN_REMOTE_URL` overrides it at build time (e.g. `http://localhost:5174/remoteEntry.js`).
 */
const require = createRequire(import.meta.url);
const versionOf = (pkg: string): string =>
  (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;

/**
 * The federation plugin makes the page wait for the host runtime (remoteEntry + runtime, ~30 kB gzip)
 * before the app's own entry runs, through a bootstrap script it puts into index.html. The storefront
 * shares nothing at start-up (see src/app/admin/share-host-modules.ts), and the plugin's remote loader
 * initialises the host itself when `/admin` first imports the remote, so the bootstrap only costs time
 * and bytes on every public page: point index.html back at the real entry and drop the preloads of the
 * federation runtime. Build only; the dev server is left as the plugin made it.
 */
function deferFederationHostInit(): Plugin {
  return {
    name: 'storefront:defer-federation-host-init',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      let source = html.source.toString();
      const bootstrap =
        /<script type="module"[^>]*src="\/((?:assets\/)?mf-entry-bootstrap-[^"]+\.js)"[^>]*><\/script>/.exec(
          source,
        );
      const entry = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.name === 'index',
      );
      if (!bootstrap || !entry || entry.type !== 'chunk') {
        throw new Error('storefront: federation bootstrap or app entry not found in the build');
      }
      source = source.replace(
        bootstrap[0],
        `<script type="module" crossorigin src="/${entry.fileName}"></script>`,
      );
      // Keep only the preloads of what the entry imports statically.
      const needed = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (needed.has(fileName) || !chunk || chunk.type !== 'chunk') return;
        needed.add(fileName);
        chunk.imports.forEach(visit);
      };
      visit(entry.fileName);
      source = source.replace(
        /\s*<link rel="modulepreload"[^>]*href="\/([^"]+)"[^>]*>/g,
        (link, href: string) => (needed.has(href) && href !== entry.fileName ? link : ''),
      );
      html.source = source;
      delete bundle[bootstrap[1]];
    },
  };
}

/**
 * React Router's production build (react-router-production.ts), and its module tree-shakable: its React calls at module level (`forwardRef`, `memo`,
 * `createContext`) carry no pure annotation, so Link, NavLink, Form and everything they use (prefetch
 * links, form submission) stayed in the first load of every page whether imported or not. The
 * `displayName`s stripped here only label components in React's developer tools. Browser build only.
 */
function treeShakableReactRouter(): Plugin {
  return {
    name: 'storefront:tree-shakable-react-router',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(reactRouterDist) || !id.endsWith('.mjs')) return null;
      return {
        code: code
          .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
          .replace(/(= )(React\d*\.(?:forwardRef|memo|createContext)\()/g, '$1/* @__PURE__ */ $2'),
        map: null,
      };
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const adminRemoteUrl =
    process.env.VITE_ADMIN_REMOTE_URL ?? env.VITE_ADMIN_REMOTE_URL ?? '/admin-console/remoteEntry.js';
  const apiTarget = process.env.STOREFRONT_API ?? 'http://localhost:3000';

  return {
    define: {
      __SHARED_VERSIONS__: JSON.stringify({
        react: versionOf('react'),
        'react-dom': versionOf('react-dom'),
        'react-router-dom': versionOf('react-router-dom'),
      }),
    },
    resolve: {
      alias: {
        ...packageAliases,
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // See treeShakableReactRouter() and src/app/router/react-router-dom.ts; the dev server keeps the
        // development build (and its warnings) and the library's links.
        ...(command === 'build'
          ? {
              'react-router-dom': fileURLToPath(
                new URL('./src/app/router/react-router-dom.ts', import.meta.url),
              ),
              ...reactRouterProduction,
            }
          : {}),
      },
    },
    plugins: [
      react(),
      treeShakableReactRouter(),
      federation({
        name: 'storefront',
        remotes: {
          admin_console: {
            type: 'module',
            name: 'admin_console',
            entry: adminRemoteUrl,
            entryGlobalName: 'admin_console',
            shareScope: 'default',
          },
        },
        // react, react-dom and react-router-dom are shared singletons, provided by the host at runtime
        // (see src/app/admin/share-host-modules.ts for why not through `shared` here).
        shared: {},
        runtimePlugins: [fileURLToPath(new URL('./src/app/admin/share-host-modules.ts', import.meta.url))],
        shareStrategy: 'loaded-first',
        // The plugin writes its bootstrap as a file (no inline script: the backend's CSP forbids those);
        // deferFederationHostInit() then takes it out of the start-up path.
        hostInitInjectLocation: 'html',
        dts: false,
      }),
      deferFederationHostInit(),
      precompress(),
    ],
    build: {
      target: 'es2022',
      outDir: 'dist',
      emptyOutDir: true,
      // React, React Router (with src/app/router) and the API client in one file with the entry's other static imports
      // instead of four: every public page loads all of them first anyway (−0.8 kB gzip). Only the client's .ts
      // files: its React pieces (.tsx, each its own subpath, since the group also takes all that index.ts imports) load
      // with the pages that show them.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]|preload-helper|[\\/]web-client[\\/]src[\\/][^\\/]+\.ts$|[\\/]src[\\/]app[\\/]router[\\/]/,
              },
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': { target: apiTarget, changeOrigin: true } },
    },
    preview: {
      port: 5173,
      proxy: { '/api': { target: apiTarget, changeOrigin: true } },
    },
  };
});
