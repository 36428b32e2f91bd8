import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // One copy of Mantine and React in the bundle: a second copy would mean a second theme context.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // @motorwise/shared is pure (constants, schemas, rules: no I/O), so a page that only reads a
      // constant must not pull in every schema, and zod with them, on first load. A feature's public entry
      // (features/<name>/index.ts) only re-exports: a page that imports one component through it gets
      // that component's modules, not the whole feature's.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]packages[\\/]shared[\\/]src[\\/]|[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id),
      },
      output: {
        // Long-lived vendor chunks: a release that only changes our code leaves these cached.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
  },
});
