import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Where the server bundle goes, inside the client's outDir (a dot folder: never served as a file). */
export const SERVER_BUNDLE_DIR = '.ssr';

/**
 * After the browser build, builds src/entry-server.tsx for Node into `<outDir>/.ssr/`, so every build
 * (`vite build`, with any --outDir) carries the renderer the server uses for public pages.
 */
export function serverBundle(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'rasti-server-bundle',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.join(outDir, SERVER_BUNDLE_DIR),
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
        },
      });
    },
  };
}
