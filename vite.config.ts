/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// `npm run dev` and the demo build run on the offline backend (mocks/); the production build has no mock code
// and no service worker (mocks/public holds it).
export default defineConfig(({ mode }) => {
  const withMocks = mode !== 'production';
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      tailwindcss(),
    ],
    publicDir: withMocks ? 'mocks/public' : false,
    define: {
      'import.meta.env.VITE_MOCKS': JSON.stringify(withMocks ? 'true' : 'false'),
    },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
      environment: 'node',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      testTimeout: 20_000,
    },
  };
});
