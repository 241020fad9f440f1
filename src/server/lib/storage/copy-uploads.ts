import type { ObjectStore } from './object-store';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', pdf: 'application/pdf' };

export type CopyReport = { copied: number; present: number; skipped: string[] };

/**
 * Copies every stored file from this server's disk (DATA_DIR/uploads) into the bucket, under the same
 * keys, leaving the disk as it was. A file the bucket has already is not sent again, so the command can
 * be run again after an interruption, or once more just before the switch to catch late uploads.
 */
export async function copyUploads(from: ObjectStore, to: ObjectStore, onProgress?: (report: CopyReport) => void): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0, skipped: [] };
  for await (const key of from.list('')) {
    const type = TYPES[key.slice(key.lastIndexOf('.') + 1)];
    // Only our own files: a half-written `.part` or anything else left in the folder stays behind.
    if (!type || key.endsWith('.part')) {
      report.skipped.push(key);
      continue;
    }
    if (await to.has(key)) report.present += 1;
    else {
      const bytes = await from.get(key);
      if (!bytes) continue; // removed while we were copying
      await to.put(key, bytes, type);
      report.copied += 1;
    }
    if ((report.copied + report.present) % 500 === 0) onProgress?.(report);
  }
  return report;
}
