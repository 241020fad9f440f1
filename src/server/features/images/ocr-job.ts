import type { JobQueue } from '../../lib/jobs/queue';
import type { OcrReader } from '../../lib/ocr/tesseract';

/** Longest OCR text kept for one image: a product photo's text is a label, not a book. */
const MAX_TEXT = 10_000;

export type OcrJob = {
  /** The image to read, prepared for OCR; undefined when it is gone (deleted meanwhile) or already read. */
  load(id: string): Promise<Buffer | undefined>;
  save(id: string, status: 'done' | 'failed', text: string | null): Promise<void>;
};

export type OcrQueue = {
  /** Stores an `ocr-read` job for the image (one waiting job per image, however often it is asked). */
  enqueue(id: string): Promise<void>;
  /** Stores a job for each of these images that has none waiting or running. */
  resume(ids: string[]): Promise<void>;
  /** Reads every image waiting, here and now (tests await it after an upload). */
  idle(): Promise<void>;
  /** Lets go of the OCR engine; images still waiting stay queued for the next worker. */
  close(): Promise<void>;
};

type Log = { error(obj: object, msg: string): void };

/**
 * Reads the text in stored images as `ocr-read` jobs, after the upload has answered (docs/choices.md #20):
 * OCR takes about half a second an image and a whole CPU, so it never runs inside a request, and a worker
 * reads one image at a time. A worker that dies mid-read leaves the job running until it expires (a
 * minute, a hundred times a usual read); then it is read again. A failed read is recorded as such and not retried: the photo stays
 * usable without its text.
 */
export function createOcrQueue(deps: { reader: OcrReader; job: OcrJob; jobs: JobQueue; log: Log }): OcrQueue {
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

  deps.jobs.define<{ imageId: string }>({ name: 'ocr-read', label: 'Read the text in a gallery photo', policy: 'stately', expireInSeconds: 60, retryDelaySeconds: 10, handler: ({ imageId }) => readOne(imageId) });

  const enqueue = async (id: string) => void (await deps.jobs.send('ocr-read', { imageId: id }, { key: id }));

  return {
    enqueue,
    async resume(ids) {
      // An image whose job is still in hand (or held by a worker that died, until the job expires and is
      // retried) gets no second job: the same photo would be read twice.
      for (const id of ids) if (!(await deps.jobs.hasLive('ocr-read', id))) await enqueue(id);
    },
    async idle() {
      await deps.jobs.drain(['ocr-read']);
    },
    close: () => deps.reader.close(),
  };
}
