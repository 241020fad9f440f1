// The image gallery's public face for other features (the inventory and carousel forms).
export { ImagePickerDialog, type ImagePickerDialogProps } from './components/image-picker-dialog';
export { useUploadGalleryPhotos, uploadGalleryPhotos } from './api/upload-photos';
export { useApplyStockImage, useStockImages } from './api/stock-images';
