/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  readonly VITE_DISCOVERY_URL?: string;
  readonly VITE_APP_KEY?: string;
  readonly VITE_APP_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The persisted query cache's buster: bumped when the shape of persisted data changes. */
declare const __DATA_VERSION__: string;
/** Build identifier, shown nowhere but sent with error reports. */
declare const __BUILD_ID__: string;
