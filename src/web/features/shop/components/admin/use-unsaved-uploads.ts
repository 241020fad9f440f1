import { useEffect, useMemo, useRef } from 'react';
import { useDiscardImages } from '../../api/gallery/delete-image';
import { uploadsToDiscard, type NewUpload } from './unsaved-uploads';

/**
 * A form's photos go to the gallery as soon as they are chosen (the form shows them and picks the main
 * one from real URLs). So that a cancelled form leaves nothing behind, the form tells this hook what its
 * uploads added and what it saved; when the form goes away (Cancel, Escape, the close button, leaving the
 * page) the photos it uploaded that the saved record does not use are deleted: all of them when nothing
 * was saved. Files the gallery had already (the server keeps one entry per content) are never deleted.
 */
export function useUnsavedUploads() {
  const uploaded = useRef<NewUpload[]>([]);
  const saved = useRef<readonly string[]>([]);
  const discardImages = useDiscardImages();
  useEffect(() => () => discardImages(uploadsToDiscard(uploaded.current, saved.current)), [discardImages]);
  return useMemo(
    () => ({
      added: (photos: NewUpload[]) => void uploaded.current.push(...photos),
      saved: (images: readonly string[]) => void (saved.current = images),
    }),
    [],
  );
}
