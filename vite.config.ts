import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The web client. The API server proxies nothing: in dev Vite forwards /api and /images to it. */
export default defineConfig({
  root: r('./src/client'),
  publicDir: r('./src/client/public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': r('./src/shared'),
      '@client': r('./src/client'),
    },
  },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false },
      '/images': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
});
