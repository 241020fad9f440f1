import type { Db } from '../../db/client';
import type { HostResolver } from '../../lib/net/safe-fetch';
import type { JobQueue } from '../../lib/jobs/queue';
import type { ObjectStore } from '../../lib/storage/object-store';
import type { WebImageSearch } from '../../lib/web-image-search';
import type { OcrReader } from '../../lib/ocr/tesseract';

export type WebImageFetchOptions = {
  resolve?: HostResolver;
  /** Tests only: host names exempt from the public-address check (see SafeFetchOptions.trustedHosts). */
  trustedHosts?: ReadonlySet<string>;
  timeoutMs?: number;
};

export type ImageServiceDeps = {
  db: Db;
  /** Where the gallery's files go (under gallery/). */
  storage: ObjectStore;
  /** OCR runs as jobs (ocr-job.ts). */
  jobs: JobQueue;
  /** The seed illustrations (served under /images/), offered by stock search. */
  illustrationsDir: string;
  ocr: OcrReader;
  webSearch: WebImageSearch | undefined;
  fetch?: WebImageFetchOptions;
  log: { error(obj: object, msg: string): void };
};

export type IncomingFile = { bytes: Buffer; filename: string };
