import type { OcrReader } from '../../lib/ocr/tesseract';

/** Longest OCR text kept for one image: a product photo's text is a label, not a book. */
const MAX_TEXT = 10_000;

export type OcrJob = {
  /** The image to read, already prepared for OCR; undefined when the image is gone (deleted meanwhile). */
  load(id: string): Promise<Buffer | undefined>;
  save(id: string, status: 'done' | 'failed', text: string | null): Promise<void>;
};

export type OcrQueue = {
  enqueue(id: string): void;
  /** Resolves once every queued image has been read (tests and shutdown wait on it). */
  idle(): Promise<void>;
  /** Finishes the image in hand, drops the rest (they stay 'pending' and are picked up at the next start). */
  close(): Promise<void>;
};

type Log = { error(obj: object, msg: string): void };

/**
 * Reads the text in stored images one at a time, after the upload has answered (docs/choices.md #20): OCR takes
 * about half a second an image and a whole CPU, so it never runs inside a request, and never two at once
 * on a two-core machine that also serves the shop.
 */
export function createOcrQueue(deps: { reader: OcrReader; job: OcrJob; log: Log }): OcrQueue {
  const waiting: string[] = [];
  let running: Promise<void> | undefined;
  let closed = false;

  async function readOne(id: string): Promise<void> {
    let image: Buffer | undefined;
    try {
      image = await deps.job.load(id);
    } catch (err) {
      deps.log.error({ err, imageId: id }, 'could not prepare an image for OCR');
      await deps.job.save(id, 'failed', null);
      return;
    }
    if (!image) return;
    try {
      const text = (await deps.reader.read(image)).replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim().slice(0, MAX_TEXT);
      await deps.job.save(id, 'done', text);
    } catch (err) {
      deps.log.error({ err, imageId: id }, 'OCR failed');
      await deps.job.save(id, 'failed', null);
    }
  }

  async function drain(): Promise<void> {
    for (let id = waiting.shift(); id !== undefined && !closed; id = waiting.shift()) {
      await readOne(id).catch((err: unknown) => deps.log.error({ err, imageId: id }, 'OCR result not saved'));
    }
  }

  function kick(): void {
    if (running || closed) return;
    running = drain().finally(() => {
      running = undefined;
      if (waiting.length > 0) kick();
    });
  }

  return {
    enqueue(id) {
      if (closed || waiting.includes(id)) return;
      waiting.push(id);
      kick();
    },
    async idle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      waiting.length = 0;
      await running;
      await deps.reader.close();
    },
  };
}
