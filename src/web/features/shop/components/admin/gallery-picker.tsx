/**
 * The gallery's image picker (built by the images feature) as the inventory and carousel forms use it.
 * Until that dialog lands, the forms offer upload only.
 */
export const GALLERY_PICKER_READY = false;

export function GalleryPicker(_props: { open: boolean; onOpenChange: (open: boolean) => void; onPick: (url: string) => void }) {
  return null;
}
