import { CATALOGUE_PART_MAX_IMAGES } from '../../../../shared/schemas/admin-catalogue';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import * as staffRepo from '../staff/repository';
import * as repo from './repository';

export const PHOTOS_JOB = 'catalogue-import-photos';
/** Rows whose links are fetched between two looks at what is left. */
const ROWS_AT_A_TIME = 20;

/**
 * A photo on another site put in the gallery: its gallery address, or why it was not (not a picture,
 * too large, a private address, the site did not answer). The images feature fetches it through the
 * public-address-only fetcher and keeps one copy per link (app.ts wires it).
 */
export type FetchWebPhoto = (url: string) => Promise<{ url: string } | { refused: string }>;
export type PhotosJobData = { importId: number; staffId: string | null; staffLabel: string };

/**
 * The job that follows an applied import whose rows gave photo links on other sites
 * (docs/catalogue-import.md, "Photos"): each row's links are fetched once, the photos added to its part
 * (after those it has, up to the most a part holds) with a line in its history, and a link that gave no
 * photo noted in the row's warnings.
 */
export function createImportPhotos(deps: { db: Db; fetchWebPhoto: FetchWebPhoto; changed: () => void }) {
  const { db } = deps;
  return async function work(data: PhotosJobData): Promise<void> {
    for (;;) {
      const rows = await repo.rowsWithPhotosToFetch(db, data.importId, ROWS_AT_A_TIME);
      if (rows.length === 0) return;
      for (const row of rows) {
        const fetched: string[] = [];
        const failures: string[] = [];
        for (const url of row.photoUrls) {
          const got = await deps.fetchWebPhoto(url);
          if ('url' in got) fetched.push(got.url);
          else failures.push(`Photo ${url.slice(0, 200)} was not added: ${got.refused}`);
        }
        await inTransaction(db, async (tx) => {
          const part = await staffRepo.partForStaff(tx, row.partId, { lock: true });
          const images = part ? [...new Set([...part.images, ...fetched])].slice(0, CATALOGUE_PART_MAX_IMAGES) : [];
          if (part && images.length > part.images.length) {
            await staffRepo.updatePart(tx, part.id, { images, imageUrl: images[0]! });
            const changes = [{ field: 'Photos', from: String(part.images.length), to: String(images.length) }];
            await repo.insertEvents(tx, [{ partId: part.id, action: 'edited', changes, note: `Photos from the links in import #${data.importId}`, staffId: data.staffId, staffLabel: data.staffLabel }]);
          }
          await repo.markPhotosFetched(tx, data.importId, row.rowNumber, failures);
        });
      }
      deps.changed();
    }
  };
}
