import type { UploadPhotosResponse } from '@shared/schemas/images';

/** A photo an upload added to the gallery: its URL (what a form holds) and its gallery file name. */
export type NewUpload = { url: string; filename: string };

/** The photos an upload added; a file that was in the gallery already is not the form's to take back. */
export function newUploads(answer: Pick<UploadPhotosResponse, 'files' | 'alreadyInGallery'>): NewUpload[] {
  const before = new Set(answer.alreadyInGallery);
  const added: NewUpload[] = [];
  for (const f of answer.files) {
    if (before.has(f.filename) || added.some((a) => a.filename === f.filename)) continue;
    added.push({ url: f.url, filename: f.filename });
  }
  return added;
}

/** What a form closing now must take out of the gallery: what it uploaded and the saved product doesn't use. */
export function uploadsToDiscard(uploaded: NewUpload[], savedImages: readonly string[]): string[] {
  return uploaded.filter((u) => !savedImages.includes(u.url)).map((u) => u.filename);
}
