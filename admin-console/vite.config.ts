import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { packageAliases } from '../scripts/vite-package-aliases';
import { precompress } from '../scripts/vite-precompress';
import { defineConfig } from 'vite';

/**
 * The admin console is a module-federation remote. Contract with the storefront (host):
 * name `admin_console`, `remoteEntry.js`, `./AdminApp` → `src/admin-app.tsx`, react, react-dom and
 * react-router-dom as shared singletons, everything served below `/admin-console/`.
 */
const apiTarget = process.env.ADMIN_CONSOLE_API ?? 'http://localhost:3000';
/** `npm run dev` may move it; the storefront then loads the remote entry from there. */
const devPort = Number(process.env.ADMIN_CONSOLE_PORT ?? 5174);

export default defineConfig(({ command }) => ({
  // Built files live below /admin-console/ on the backend; the standalone dev server serves from / so
  // the console's own routes (/admin/...) work there too.
  base: command === 'build' ? '/admin-console/' : '/',
  resolve: {
    alias: {
      ...packageAliases,
      '@admin': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  plugins: [
    react(),
    federation({
      name: 'admin_console',
      filename: 'remoteEntry.js',
      exposes: {
        './AdminApp': './src/admin-app.tsx',
      },
      shared: {
        react: { singleton: true },
        'react-dom': { singleton: true },
        'react-router-dom': { singleton: true },
      },
      // The host only loads JS through remoteEntry.js; this makes the exposed module add its stylesheet.
      bundleAllCSS: true,
      dts: false,
      manifest: true,
    }),
    precompress(),
  ],
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: devPort,
    strictPort: true,
    origin: `http://localhost:${devPort}`,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
}));
