/**
 * The browser build: `npm run build` (production, into dist/, served by server/spa.ts) and
 * `npm run dev` (webpack-dev-server on :8080 with hot reload; /api and /media go to the server
 * on :3000). Node 24 runs this file directly (type stripping), so it uses only erasable syntax.
 *
 * Output: hashed files under dist/assets/ (the server gives /assets/ a year's immutable cache),
 * index.html from src/index.html with <script defer>/<link> tags only (the CSP allows no inline
 * script or style), and public/ copied to the dist root (promo-categories.json; robots.txt is the server's).
 * In production every text file of 1 KiB or more gets a .br and a .gz copy beside it, which the
 * server sends instead of compressing per request (docs/decisions/0026-fixed-answers.md).
 *
 * Chunks: the entry (main) holds the app shell; node_modules used by the shell go to one
 * `vendor` chunk that changes rarely, so it stays cached across releases. Code reached only
 * through lazy routes (pages, formik, yup) stays in async chunks. A page's chunk named
 * "page-<RouteName>" (its import's webpackChunkName) is listed with its files in
 * dist/page-chunks.json, from which the server preloads the first page's chunk (server/spa.ts).
 *
 * The production build also makes the server's renderer (src/server.tsx, issue 24) into
 * dist/server/server.cjs: a second configuration for Node, with the same class names and file
 * names as the browser's, and no styles or files of its own.
 */
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { CHUNK_LOAD_TIMEOUT_MS } from './domain/constants.ts';

type Mode = 'production' | 'development';
type Target = 'browser' | 'server';

/** dist/'s folder of the server's renderer, which the browser build's clean-up leaves. */
const SERVER_DIR = 'server';

const PAGE_CHUNK_PREFIX = 'page-';

/**
 * Writes page-chunks.json: for each chunk group named "page-<RouteName>", the files (scripts and
 * styles, site paths) that the page loads beyond the first download. A chunk that several routes
 * show (the home page's sections: Index and Marketplace) names them all: "page-Index-Marketplace".
 */
function pageChunksManifest(): WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PageChunks', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'PageChunks', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const manifest: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith(PAGE_CHUNK_PREFIX)) continue;
            const files = group.chunks
              .filter((chunk) => !chunk.canBeInitial())
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => /\.(js|css)$/.test(file))
              .map((file) => `/${file}`);
            for (const route of name.slice(PAGE_CHUNK_PREFIX.length).split('-')) manifest[route] = files;
          }
          compilation.emitAsset('page-chunks.json', new webpack.sources.RawSource(JSON.stringify(manifest)));
        });
      });
    },
  };
}

/** Files worth a compressed copy: text, at least 1 KiB (as @fastify/compress's threshold). */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each compressible file, which
 * the server sends as they are (server/spa.ts, preCompressed) instead of compressing the file
 * again for every request. index.html is left out: the server fills it per page.
 */
function precompressedCopies(): WebpackPluginInstance {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('PrecompressedCopies', (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name: 'PrecompressedCopies', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
          async (assets) => {
            const files = Object.keys(assets).filter((file) => COMPRESSIBLE.test(file) && assets[file]!.size() >= COMPRESS_FROM_BYTES);
            await Promise.all(
              files.map(async (file) => {
                const content = assets[file]!.buffer();
                const [br, gz] = await Promise.all([
                  brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
                  gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
                ]);
                compilation.emitAsset(`${file}.br`, new webpack.sources.RawSource(br));
                compilation.emitAsset(`${file}.gz`, new webpack.sources.RawSource(gz));
              }),
            );
          },
        );
      });
    },
  };
}

/**
 * How sources are compiled, for the browser or the server's renderer. The server's build keeps
 * each CSS module's class names (the same names: the same localIdentName over the same files)
 * and no styles, and names pictures with the browser's file names without writing them.
 */
function moduleRules(mode: Mode, target: Target): NonNullable<Configuration['module']>['rules'] {
  const production = mode === 'production';
  const server = target === 'server';
  const extractCss = server ? [] : [MiniCssExtractPlugin.loader];
  return [
    // domain/ holds pure rules (docs/architecture.md): a module of it that nothing uses is left out
    // even when a module it re-exports from is in use (cleaning.ts's schedule stays with the pages
    // that book, not in the first download with the cleaning cart's reducers).
    { test: /[\\/]domain[\\/].*\.ts$/, sideEffects: false },
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'ts-loader',
        options: {
          // Type-checking is `npm run typecheck`; the build only strips types.
          transpileOnly: true,
          compilerOptions: {
            module: 'esnext',
            moduleResolution: 'bundler',
            target: 'es2022',
            jsx: 'react-jsx',
            noEmit: false,
            allowImportingTsExtensions: false,
            sourceMap: true,
          },
        },
      },
    },
    {
      test: /\.module\.css$/,
      use: [
        ...extractCss,
        {
          loader: 'css-loader',
          options: {
            importLoaders: 0,
            modules: {
              namedExport: false,
              exportLocalsConvention: 'camel-case',
              exportOnlyLocals: server,
              localIdentName: production ? '[hash:base64:7]' : '[name]__[local]--[hash:base64:4]',
            },
          },
        },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [...extractCss, { loader: 'css-loader', options: { modules: { mode: 'icss', exportOnlyLocals: server } } }],
    },
    {
      test: /\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?)$/i,
      type: 'asset/resource',
      generator: { emit: !server },
    },
  ];
}

/**
 * The server's renderer (src/server.tsx, issue 24) as one CommonJS file, dist/server/server.cjs,
 * which server/spa.ts loads when it is there: everything (libraries too) in one file, lazy pages
 * included, so a page's module is there at once.
 */
function serverConfig(mode: Mode): Configuration {
  return {
    mode,
    context: ROOT,
    target: 'node24',
    entry: { server: './src/server.tsx' },
    output: {
      path: path.join(ROOT, 'dist', SERVER_DIR),
      filename: '[name].cjs',
      assetModuleFilename: `assets/[name]${mode === 'production' ? '.[contenthash:8]' : ''}[ext]`,
      publicPath: '/',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: { rules: moduleRules(mode, 'server') },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { nodeEnv: mode, minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

interface CliArgv {
  mode?: string;
}

const ROOT = import.meta.dirname;
const SERVER_URL = 'http://localhost:3000';

export default function config(_env: Record<string, unknown> = {}, argv: CliArgv = {}): Configuration | Configuration[] {
  const mode: Mode = argv.mode === 'development' ? 'development' : 'production';
  const production = mode === 'production';
  // Content hashes are for long-term caching; hot reload needs stable names in development. Eight
  // hex digits (32 bits) tell a file's versions apart; the first download's runtime carries the
  // hash of every lazy chunk (JS and CSS), so each digit more is paid on every first visit.
  const hashed = production ? '.[contenthash:8]' : '';

  const devServer: DevServerConfiguration = {
    port: 8080,
    hot: true,
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/media'], target: SERVER_URL, changeOrigin: false }],
    client: { overlay: { errors: true, warnings: false } },
  };

  const browser: Configuration = {
    mode,
    context: ROOT,
    // boot first: index.html names it before the app (src/boot.ts says why).
    entry: { boot: './src/boot.ts', main: './src/main.tsx' },
    output: {
      path: path.join(ROOT, 'dist'),
      filename: `assets/[name]${hashed}.js`,
      chunkFilename: `assets/[name]${hashed}.js`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      publicPath: '/',
      clean: { keep: (file: string) => file.startsWith(`${SERVER_DIR}/`) },
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Sources import each other with their real extensions (./x.ts); a `.js` spelling of a
      // TypeScript file resolves too.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: { rules: moduleRules(mode, 'browser') },
    plugins: [
      new HtmlWebpackPlugin({
        template: './src/index.html',
        inject: 'head',
        scriptLoading: 'defer',
        // Attribute quotes stay: server/spa.ts rewrites <html lang=".."> per request.
        minify: production ? { collapseWhitespace: true, removeComments: true, removeAttributeQuotes: false } : false,
      }),
      new MiniCssExtractPlugin({
        filename: `assets/[name]${hashed}.css`,
        chunkFilename: `assets/[name]${hashed}.css`,
      }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', to: '.', noErrorOnMissing: true }] }),
      pageChunksManifest(),
      ...(production ? [precompressedCopies()] : []),
    ],
    optimization: {
      nodeEnv: mode,
      minimize: production,
      // index.html is minified by html-webpack-plugin with its attribute quotes kept (see above).
      minimizeOptions: { html: false },
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // Libraries the shell needs at start: one long-lived file.
          vendor: {
            test: /[\\/]node_modules[\\/]/,
            name: 'vendor',
            chunks: 'initial',
            priority: 20,
            enforce: true,
          },
          // Libraries only lazy routes use (formik, yup, ...) keep webpack's default async
          // splitting, so they never enter the initial download.
        },
      },
    },
    performance: production
      ? { hints: 'warning', maxEntrypointSize: 600_000, maxAssetSize: 500_000 }
      : { hints: false },
    devServer,
    stats: production ? 'normal' : 'minimal',
  };
  // The dev server serves the browser app alone (the server renders from a production build).
  return production ? [browser, serverConfig(mode)] : browser;
}
