import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { packageAliases } from '../scripts/vite-package-aliases';
import { reactRouterProduction } from './react-router-production';

/**
 * The server's build of the storefront (src/entry-server.tsx → dist-server/entry-server.cjs), which
 * the backend loads to render public pages. One CommonJS file with everything bundled, so the
 * backend needs no storefront node_modules at run time. The admin console is never rendered on the
 * server: its federated import points at a stub here.
 */
export default defineConfig({
  resolve: {
    alias: {
      ...packageAliases,
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'admin_console/AdminApp': fileURLToPath(
        new URL('./src/app/admin/admin-app.server.tsx', import.meta.url),
      ),
      ...reactRouterProduction,
      // Elements without copying their props: see src/server/jsx-runtime.ts.
      'react/jsx-runtime': fileURLToPath(new URL('./src/server/jsx-runtime.ts', import.meta.url)),
    },
  },
  // React's (and React Router's, above) production build whatever NODE_ENV the backend runs with: the
  // development builds render several times slower and say so in every page.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [react()],
  // Static files are the browser build's business.
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    // One file: the backend reloads it as a whole when the storefront is rebuilt under it.
    rollupOptions: {
      output: { format: 'cjs', entryFileNames: 'entry-server.cjs', inlineDynamicImports: true },
    },
  },
});
