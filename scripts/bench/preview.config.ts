// `vite preview --config scripts/bench/preview.config.ts`: the app's own config, plus, when BENCH_API_TARGET is set,
// a proxy from `/api` (the production build's default API base) to the standalone mock API, so that the production
// bundle — unchanged, with no mock code — can load data and sign in.
import { defineConfig, mergeConfig } from 'vite';
import appConfig from '../../vite.config';

export default defineConfig((env) => {
  const target = process.env.BENCH_API_TARGET;
  const proxy = target ? { '/api': { target, rewrite: (p: string) => p.replace(/^\/api/, '') } } : undefined;
  return mergeConfig(appConfig(env), { preview: { proxy } });
});
