import { describe, expect, it } from 'vitest';
import { newUploads, uploadsToDiscard } from './unsaved-uploads';

const file = (name: string) => ({ filename: name, url: `/uploads/gallery/${name}` });

describe("a product form's own uploads", () => {
  it('are the files the upload added, once each, not those the gallery had already', () => {
    const answer = { files: [file('a.png'), file('old.png'), file('a.png'), file('b.png')], alreadyInGallery: ['old.png'] };
    expect(newUploads(answer as never)).toEqual([file('a.png'), file('b.png')]);
  });

  it('are all discarded when the form is cancelled, and only those the product does not use once it is saved', () => {
    const uploaded = [file('a.png'), file('b.png')];
    expect(uploadsToDiscard(uploaded, [])).toEqual(['a.png', 'b.png']);
    expect(uploadsToDiscard(uploaded, ['/uploads/gallery/b.png', '/images/shop/x.svg'])).toEqual(['a.png']);
  });
});
