import { createRequire } from 'node:module';
import path from 'node:path';
import type Tesseract from 'tesseract.js';

// docs/choices.md #20: OCR works offline. The English model ships in the npm package @tesseract.js-data/eng,
// and tesseract.js loads its WASM core from node_modules under Node, so nothing is fetched from a CDN:
// without langPath it would download the model from jsdelivr on first use.
const require = createRequire(import.meta.url);
const ENG = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
// The package's default model (4.0.0) carries the legacy engine's data beside the LSTM network, 10.9 MB
// packed; we run the LSTM engine only, for which the same package ships the integer LSTM model
// (4.0.0_best_int, 2.9 MB, what tesseract.js itself fetches for this engine). Reading a phone photo held
// 115 MB at its peak with it instead of 170 (bench/README.md, "memory").
const LSTM_MODEL = path.join(path.dirname(ENG.langPath), '4.0.0_best_int');

export type OcrReader = {
  /** The text in an image (PNG, JPEG, BMP…), whitespace as tesseract gives it. */
  read(image: Buffer): Promise<string>;
  /** Stops the worker thread; a later read starts a new one. */
  close(): Promise<void>;
};

/**
 * One tesseract worker, started on first use (its start costs a few hundred milliseconds and ~100 MB,
 * so a server that never gets an upload never pays). Callers read one image at a time.
 */
export function createOcrReader(opts: { cachePath: string; idleMs?: number }): OcrReader {
  let worker: Promise<Tesseract.Worker> | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  const stop = async () => {
    clearTimeout(idleTimer);
    const w = worker;
    worker = undefined;
    if (w) await (await w.catch(() => undefined))?.terminate();
  };
  const start = async () => {
    // The library too is loaded with the first photo (bench/README.md, "memory"): a server that reads none never holds it.
    const { default: tesseract } = await import('tesseract.js');
    const w = await tesseract.createWorker('eng', tesseract.OEM.LSTM_ONLY, {
      langPath: LSTM_MODEL,
      gzip: ENG.gzip,
      // The model is read from node_modules each start, never written: no cache files under DATA_DIR.
      cachePath: opts.cachePath,
      cacheMethod: 'none',
      logger: () => {},
      errorHandler: () => {},
    });
    // Web images and screenshots carry no resolution (or a bogus one); without a value tesseract guesses
    // and prints "Invalid resolution" to stderr for each one.
    await w.setParameters({ user_defined_dpi: '300' });
    return w;
  };
  return {
    async read(image) {
      clearTimeout(idleTimer);
      worker ??= start().catch((err: unknown) => {
        worker = undefined;
        throw err;
      });
      const w = await worker;
      try {
        const { data } = await w.recognize(image);
        return data.text;
      } finally {
        // The worker holds ~100 MB: a quiet minute after the last image gives it back.
        idleTimer = setTimeout(() => void stop(), opts.idleMs ?? 60_000);
        idleTimer.unref();
      }
    },
    close: stop,
  };
}
