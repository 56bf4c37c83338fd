import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The largest chunk is the goal-detail editor (Tiptap, ~440 kB raw), loaded only on that page;
    // the entry is ~350 kB. Warn when either grows past this.
    chunkSizeWarningLimit: 460,
  },
});
