/** Build-time configuration of error reporting. */
interface ImportMetaEnv {
  /** Sentry DSN; absent → error reporting is off and @sentry/react is never loaded */
  readonly VITE_SENTRY_DSN?: string;
}
