/**
 * Writes a Brotli and a gzip copy beside every built text file, each at its highest level. The
 * server sends them as they are, instead of compressing every request while the browser waits
 * (docs/decisions/029-precompressed-assets.md).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** A file this small goes as it is: its compressed copy would save less than a packet. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const ENCODINGS = [
  {
    suffix: '.br',
    compress: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', compress: (data: Buffer) => gzipped(data, { level: constants.Z_BEST_COMPRESSION }) },
];

/** Writes the compressed copies of one file; a copy that would not be smaller is left out. */
async function compressFile(path: string): Promise<void> {
  const data = await readFile(path);
  if (data.length < MIN_BYTES) return;
  await Promise.all(
    ENCODINGS.map(async ({ suffix, compress }) => {
      const packed = await compress(data);
      if (packed.length < data.length) await writeFile(path + suffix, packed);
    }),
  );
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'console:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every file is written, the copied public files included.
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      // zlib works on libuv's thread pool: the files compress side by side.
      await Promise.all(files.map(compressFile));
    },
  };
}
