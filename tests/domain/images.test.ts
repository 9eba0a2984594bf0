import fc from 'fast-check';
import { imageFileProblem, pictureSrcSet, thumbnailWidth } from '../../domain/images.ts';

describe('imageFileProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts a %s file up to 5 MiB', (type) => {
    expect(imageFileProblem({ type, size: 1 })).toBeNull();
    expect(imageFileProblem({ type, size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses a file over 5 MiB', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('error-image-too-large');
  });

  it.each(['image/gif', 'image/svg+xml', 'image/heic', 'application/pdf', 'text/plain', ''])('refuses a file of type "%s"', (type) => {
    expect(imageFileProblem({ type, size: 10 })).toBe('error-image-type');
  });

  it('names the type before the size', () => {
    expect(imageFileProblem({ type: 'image/gif', size: 10 * 1024 * 1024 })).toBe('error-image-type');
  });
});

describe('thumbnailWidth', () => {
  it('is 480 px, or the width of a narrower picture', () => {
    expect(thumbnailWidth(1600)).toBe(480);
    expect(thumbnailWidth(480)).toBe(480);
    expect(thumbnailWidth(300)).toBe(300);
  });

  it('is never wider than the picture nor than 480 px', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (width) => {
        const small = thumbnailWidth(width);
        expect(small).toBeLessThanOrEqual(width);
        expect(small).toBeLessThanOrEqual(480);
        expect(small === width || small === 480).toBe(true);
      }),
    );
  });
});

describe('pictureSrcSet', () => {
  const picture = { url: '/media/uploads/a.webp', thumbnailUrl: '/media/uploads/a-thumb.webp' };

  it('lists both copies with their widths when the picture is wider than its small copy', () => {
    expect(pictureSrcSet({ ...picture, width: 1600, height: 1200 })).toBe('/media/uploads/a-thumb.webp 480w, /media/uploads/a.webp 1600w');
  });

  it.each([
    ['no size (a seeded SVG)', { ...picture }],
    ['no height', { ...picture, width: 1600, height: null }],
    ['no smaller copy (as narrow as a small copy)', { ...picture, width: 480, height: 320 }],
    ['one URL for both', { url: picture.url, thumbnailUrl: picture.url, width: 1600, height: 1200 }],
  ])('is undefined with %s: there is one URL to load', (_case, image) => {
    expect(pictureSrcSet(image)).toBeUndefined();
  });
});
