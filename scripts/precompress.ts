import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { SERVER_ENTRY_DIR } from './server-entry-build.ts';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a .br (brotli, best) and a .gz (gzip, best) beside every text file of the build, which
 * server/static-site.ts sends as they are. Decision: compressed once here rather than on every
 * request: best-quality brotli is too slow to run per request, and compressing per request took
 * the thread pool that password hashing and file reads share: under a flood of logins, pages waited
 * behind the hashes. Files under 1 KiB stay as they are (a compressed copy saves less than its
 * headers cost).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let serverBuild = false;
  return {
    name: 'pasar:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    closeBundle() {
      // The server renderer (scripts/server-entry-build.ts) is read from disk, never sent.
      if (serverBuild) return;
      const serverEntry = path.join(outDir, SERVER_ENTRY_DIR);
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        if (entry.parentPath === serverEntry || entry.parentPath.startsWith(serverEntry + path.sep)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
