/**
 * A ZIP file read within bounds (an XLSX is one). Its central directory is checked before any part
 * is unpacked: how many parts, each part's and all parts' declared unpacked size, and each part's
 * ratio of unpacked to packed size. Then only the parts asked for are unpacked, as streams, and the
 * bytes they actually inflate to are counted against the same bounds: a part unpacking to more than
 * its directory entry declared, or all parts together to more than the total, ends the read. So a
 * small file cannot make the server hold or parse hundreds of megabytes, whatever its directory says.
 *
 * yauzl reads the directory and inflates (node:zlib, off the main thread); its own check that a part
 * inflates to exactly its declared size stays on as a second guard.
 */
import { Transform, type Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export type ZipBounds = {
  /** Parts in the central directory. */
  maxEntries: number;
  /** Unpacked bytes of one part. */
  maxEntryBytes: number;
  /** Unpacked bytes of every part together (declared), and of the parts read (counted). */
  maxTotalBytes: number;
  /** Unpacked size over packed size, for parts larger than `ratioGraceBytes`. */
  maxRatio: number;
  ratioGraceBytes: number;
};

/** The file is over a bound (declared or counted). */
export class ZipTooLargeError extends Error {}
/** The file is not a ZIP that can be read (damaged, encrypted, an unknown compression, a part named twice). */
export class ZipUnreadableError extends Error {}

export type BoundedZip = {
  has(name: string): boolean;
  /** The part as a stream of its unpacked bytes, counted; it errors with ZipTooLargeError past a bound. */
  open(name: string): Promise<Readable>;
  /** Bytes inflated so far, over every part opened. */
  readonly inflated: number;
};

const openBuffer = (file: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      file,
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true },
      (err, zip) => (err ? reject(new ZipUnreadableError(err.message)) : resolve(zip)),
    ),
  );

/** Every entry of the central directory, refused past a bound as each is read (nothing is unpacked). */
function readDirectory(zip: ZipFile, b: ZipBounds) {
  return new Promise<Map<string, Entry>>((resolve, reject) => {
    const entries = new Map<string, Entry>();
    let declared = 0;
    const fail = (e: Error) => {
      zip.removeAllListeners('entry');
      zip.close();
      reject(e);
    };
    zip.on('error', (e: Error) => fail(e instanceof ZipTooLargeError ? e : new ZipUnreadableError(e.message)));
    zip.on('entry', (entry: Entry) => {
      declared += entry.uncompressedSize;
      if (entries.size + 1 > b.maxEntries) return fail(new ZipTooLargeError(`more than ${b.maxEntries} parts`));
      if (entry.uncompressedSize > b.maxEntryBytes)
        return fail(new ZipTooLargeError(`${entry.fileName} unpacks to ${entry.uncompressedSize} bytes`));
      if (declared > b.maxTotalBytes)
        return fail(new ZipTooLargeError(`the parts unpack to more than ${b.maxTotalBytes} bytes`));
      if (entry.uncompressedSize > b.ratioGraceBytes && entry.uncompressedSize > entry.compressedSize * b.maxRatio) {
        return fail(
          new ZipTooLargeError(
            `${entry.fileName} unpacks to ${entry.uncompressedSize} bytes from ${entry.compressedSize}`,
          ),
        );
      }
      if (entries.has(entry.fileName)) return fail(new ZipUnreadableError(`${entry.fileName} is in the file twice`));
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.readEntry();
  });
}

/** Opens `file` as a ZIP within `b`: ZipTooLargeError past a bound of its directory, ZipUnreadableError when it cannot be read. */
export async function openBoundedZip(file: Buffer, b: ZipBounds): Promise<BoundedZip> {
  const zip = await openBuffer(file);
  if (zip.entryCount > b.maxEntries) {
    zip.close();
    throw new ZipTooLargeError(`${zip.entryCount} parts`);
  }
  const entries = await readDirectory(zip, b);
  let inflated = 0;
  return {
    has: (name) => entries.has(name),
    get inflated() {
      return inflated;
    },
    open(name) {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(new ZipUnreadableError(`${name} is not in the file`));
      return new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (err, raw) => {
          if (err) return reject(new ZipUnreadableError(err.message));
          let seen = 0;
          const counted = new Transform({
            transform(chunk: Buffer, _encoding, done) {
              seen += chunk.length;
              inflated += chunk.length;
              if (seen > entry.uncompressedSize)
                return done(
                  new ZipTooLargeError(`${name} unpacks to more than the ${entry.uncompressedSize} bytes it declares`),
                );
              if (inflated > b.maxTotalBytes)
                return done(new ZipTooLargeError(`the parts read unpack to more than ${b.maxTotalBytes} bytes`));
              done(null, chunk);
            },
          });
          // yauzl's own size check says "too many bytes": that is a part larger than it declares, too.
          raw.on('error', (e: Error) =>
            counted.destroy(
              /too many bytes/i.test(e.message) ? new ZipTooLargeError(e.message) : new ZipUnreadableError(e.message),
            ),
          );
          // A reader that stops early (a row limit) stops the inflating too.
          counted.on('close', () => raw.destroy());
          resolve(raw.pipe(counted));
        }),
      );
    },
  };
}
