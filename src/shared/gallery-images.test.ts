import { describe, expect, it } from 'vitest';
import { gallerySrcSet } from './gallery-images';

describe('gallerySrcSet', () => {
  it("lists a gallery photo's WebP sizes with their widths", () => {
    const hex = 'ab'.repeat(16);
    expect(gallerySrcSet(`/uploads/gallery/${hex}.jpg`)).toBe(
      `/uploads/gallery/thumbs/${hex}.webp 320w, /uploads/gallery/w640/${hex}.webp 640w, /uploads/gallery/w1280/${hex}.webp 1280w`,
    );
  });

  it('has nothing for our SVG illustrations or any other address', () => {
    expect(gallerySrcSet('/images/shop/phone-screens.svg')).toBeUndefined();
    expect(gallerySrcSet(`/uploads/gallery/thumbs/${'ab'.repeat(16)}.webp`)).toBeUndefined();
    expect(gallerySrcSet('https://elsewhere.example/a.jpg')).toBeUndefined();
  });
});
