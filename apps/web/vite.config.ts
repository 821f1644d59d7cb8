import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fonts } from './build/fonts.ts';
import { precompress } from './build/precompress.ts';
import { serverBundle } from './build/server-bundle.ts';

const apiServer = 'http://localhost:3000';

/**
 * Where the build goes: WEB_DIST (relative to the repository's root, as the server reads it) when set, so
 * `WEB_DIST=<folder> npm run build` makes the build a server started with the same setting serves (CI builds
 * on two Node versions at once this way); apps/web/dist otherwise.
 */
const outDir = process.env.WEB_DIST
  ? path.resolve(import.meta.dirname, '../..', process.env.WEB_DIST)
  : 'dist';

/**
 * The web app manifest and the service worker (src/sw, docs/decisions/0035). The worker is registered by
 * public/boot.js after the first paint, so nothing is added to the page's own scripts. Precached: the
 * first page's scripts (the entry and the vendor chunks), the stylesheet, the fonts, the default pictures,
 * the offline page (the manifest's icons are added by the plugin); staff screens' chunks are not.
 */
const pwa = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      name: 'راستی: بررسی اخبار و شایعات',
      short_name: 'راستی',
      description: 'راستی: بررسی اخبار و شایعات',
      lang: 'fa',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#16324f',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      globPatterns: [
        'assets/*.{css,woff2}',
        'assets/{index,react-vendor,mui-vendor,query-vendor,visitor-shared}-*.js',
        'images/*.svg',
        'offline.html',
        'boot.js',
        'favicon.svg',
      ],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });

// Vendor code the first page needs is split into stable chunks so an app release does not
// invalidate them; `$initial` keeps modules used only by lazy staff screens out of these chunks.
// (Vite 8 bundles with Rolldown, where `codeSplitting.groups` replaces Rollup's `manualChunks`.)
const vendorGroups = [
  {
    name: 'react-vendor',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    tags: ['$initial' as const],
    priority: 3,
  },
  {
    name: 'mui-vendor',
    test: /node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|stylis-plugin-rtl|cssjanus|react-transition-group|react-is|clsx|prop-types|hoist-non-react-statics|@popperjs)[\\/]/,
    tags: ['$initial' as const],
    priority: 2,
  },
  {
    name: 'query-vendor',
    test: /node_modules[\\/]@tanstack[\\/]/,
    tags: ['$initial' as const],
    priority: 1,
  },
  // The small modules the home page and the visitors' right column share (each would otherwise be a
  // chunk of its own: a dozen requests of a few hundred bytes), and AppLink, which every page's links and
  // the entry's frame share. Listed by name, so nothing staff-only or already in the entry chunk joins them.
  {
    name: 'visitor-shared',
    test: /([\\/]apps[\\/]web[\\/]src[\\/](features[\\/]home[\\/](api|hooks)[\\/]|features[\\/]home[\\/]messages\.ts|components[\\/](AppImage|AppLink|ReviewCardParts|TextLink)\.tsx?$)|[\\/]contract[\\/]src[\\/](faculty-messages|sorts)\.ts$|node_modules[\\/]@mui[\\/]icons-material[\\/](esm[\\/])?Chevron(Left|Right)\.|node_modules[\\/]@tanstack[\\/]react-query[\\/].*[\\/]queryOptions\.)/,
    priority: 0,
    // only the modules named here: their dependencies (the API client, React...) stay where they are
    includeDependenciesRecursively: false,
  },
];

/**
 * Vite's logger without one warning that says nothing here: CSS Modules' `composes: … from "…/text.module.css"`
 * brings the shared rules in through postcss-modules, which parses them without a `from`, and Vite's URL
 * rewriting warns once per build (twice with the server bundle) that it cannot resolve their url()s. The shared
 * sheets hold no url(), so nothing is left unresolved.
 */
function quietLogger() {
  const logger = createLogger();
  const unresolvable = 'did not pass the `from` option';
  const { warn, warnOnce } = logger;
  logger.warn = (message, options) => {
    if (!message.includes(unresolvable)) warn(message, options);
  };
  logger.warnOnce = (message, options) => {
    if (!message.includes(unresolvable)) warnOnce(message, options);
  };
  return logger;
}

export default defineConfig(({ command, isSsrBuild }) => ({
  customLogger: quietLogger(),
  // short class names in builds (a page's class attributes are a quarter of its HTML): a hash of the file
  // and the class, the same in the browser's and the server's bundle; readable names in development
  css: {
    modules: {
      generateScopedName: command === 'serve' ? '[name]_[local]_[hash:base64:4]' : '_[hash:base64:5]',
    },
  },
  plugins: [react(), fonts(), precompress(), serverBundle(), ...(isSsrBuild ? [] : [pwa()])],
  // emotion, our prefixer and the RTL plugin must share one stylis (its element shape changed in 4.3)
  resolve: { dedupe: ['stylis'] },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      // uploads only: /media itself is the outlets directory page
      '^/media/': apiServer,
      '/healthz': apiServer,
    },
  },
  preview: {
    proxy: {
      '/api': apiServer,
      // uploads only: /media itself is the outlets directory page
      '^/media/': apiServer,
      '/healthz': apiServer,
    },
  },
  // the server bundle carries every package it uses (one self-contained file set for Node)
  ssr: { noExternal: true },
  // React's production build in the server bundle whatever NODE_ENV the server starts with (`npm start`
  // leaves it unset): the development build's checks cost a render several times over
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir,
    emptyOutDir: true,
    // which files each page's chunks are: the server adds modulepreload links for the page it rendered
    manifest: !isSsrBuild,
    // one stylesheet for the whole app (the fonts, the theme tokens and every CSS Module), linked by the
    // page itself: a server-rendered page is styled before any lazy chunk loads, and it is cached once
    cssCodeSplit: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: { groups: vendorGroups },
          },
        },
  },
}));
