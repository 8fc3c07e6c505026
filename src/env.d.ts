// The build's configuration (vite.config.ts defines these; docs/deployment.md, "Build configuration").
interface ImportMetaEnv {
  /** Sentry's DSN: error reporting is on only when it is set (lib/error-reporting.ts); empty when unset. */
  readonly VITE_SENTRY_DSN: string;
}
