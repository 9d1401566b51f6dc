interface ImportMetaEnv {
  /** The origin of the API host; the page's own origin when unset (spec §7). */
  readonly VITE_API_HOST?: string;
}
