import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** PDF.js's chunk (rolldown's group below). */
const PDFJS_CHUNK = 'pdfjs';

/** Vite's own limit for a chunk after minification (kB), kept for every chunk but PDF.js's (below). */
const CHUNK_WARNING_KB = 500;

/**
 * Vite's ">500 kB chunk" warning, for every chunk but PDF.js: its library is one 572 kB module
 * (pdfjs-dist/build/pdf.mjs) that cannot be split further, in a chunk of its own that loads only when
 * someone opens a PDF (the lazy PdfDocumentView); its worker is a separate file Vite copies as is.
 * Vite's `chunkSizeWarningLimit` is one number for all chunks, so it stays off and this check keeps it.
 */
function chunkSizeWarning(): Plugin {
  return {
    name: 'motorwise-chunk-size-warning',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || output.name === PDFJS_CHUNK) continue;
        const kB = Buffer.byteLength(output.code) / 1000;
        if (kB > CHUNK_WARNING_KB)
          this.warn(
            `${output.fileName} is ${kB.toFixed(0)} kB after minification (over ${CHUNK_WARNING_KB} kB): split it with a dynamic import().`,
          );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), chunkSizeWarning()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // One copy of Mantine and React in the bundle: a second copy would mean a second theme context.
    dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Checked per chunk by chunkSizeWarning() above, which exempts only PDF.js's.
    chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
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
        // A long-lived vendor chunk: a release that only changes our code leaves it cached. React and Mantine's
        // machinery are both on every page's first load: one file, not two with a response's headers each (082).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: new RegExp(
                [
                  /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  // Vite's preload helper and rolldown's runtime, which the entry and every lazy module share: in
                  // files of their own they were two more requests on every first load (decision 082).
                  /^\0(vite[\\/]preload-helper|rolldown[\\/]runtime)/,
                  // Mantine's machinery every page uses (Box, the provider, styles, transitions and the hooks they
                  // use) rather than a dozen small files: each costs its response headers too (decision 082). Only
                  // those hooks, and not the keyboard and shadow DOM helpers of menus and tabs: a group takes every
                  // module it matches, and the rest of @mantine/hooks (dragging, collapsing, focus traps: 4.5 KB)
                  // and those helpers (0.6 KB) would come to every page's first load.
                  /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/](core(?![\\/]utils[\\/](create-scoped-keydown-handler|find-element-in-shadow-dom|shallow-equal)[\\/])|components[\\/](Transition|Loader|UnstyledButton))|hooks[\\/]esm[\\/](use-(color-scheme|media-query|reduced-motion|did-update|isomorphic-effect|mutation-observer|id)|utils[\\/]random-id))[\\/]/,
                ]
                  .map((part) => part.source)
                  .join('|'),
              ),
            },
            // The small pieces the landing page's first screen shares with other pages (waiting for load or
            // for the screen, the hero's two icons): one file rather than three of a few hundred bytes, most
            // of which were their response headers (decision 082).
            {
              name: 'first-screen',
              test: /[\\/]src[\\/]components[\\/](after-load|when-visible)\.tsx$|@tabler[\\/]icons-react[\\/].*[\\/](IconShieldCheck|IconArrowRight)\.mjs$/,
            },
            // PDF.js alone, so the size warning's one exemption is exactly it (chunkSizeWarning above).
            { name: PDFJS_CHUNK, test: /node_modules[\\/]pdfjs-dist[\\/]/ },
          ],
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
