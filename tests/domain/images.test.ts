import fc from 'fast-check';
import { IMAGE_MAX_BYTES, IMAGE_THUMBNAIL_WIDTH, imageFileProblem, thumbnailWidth } from '../../domain/images.ts';

describe('imageFileProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts a %s file up to 5 MiB', (type) => {
    expect(imageFileProblem({ type, size: 1 })).toBeNull();
    expect(imageFileProblem({ type, size: 5 * 1024 * 1024 })).toBeNull();
  });

  it('refuses a file over 5 MiB', () => {
    expect(IMAGE_MAX_BYTES).toBe(5_242_880);
    expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe('error-image-too-large');
  });

  it.each(['image/gif', 'image/svg+xml', 'image/heic', 'application/pdf', 'text/plain', ''])('refuses a file of type "%s"', (type) => {
    expect(imageFileProblem({ type, size: 10 })).toBe('error-image-type');
  });

  it('names the type before the size', () => {
    expect(imageFileProblem({ type: 'image/gif', size: IMAGE_MAX_BYTES * 2 })).toBe('error-image-type');
  });
});

describe('thumbnailWidth', () => {
  it('is 480 px, or the width of a narrower picture', () => {
    expect(IMAGE_THUMBNAIL_WIDTH).toBe(480);
    expect(thumbnailWidth(1600)).toBe(480);
    expect(thumbnailWidth(480)).toBe(480);
    expect(thumbnailWidth(300)).toBe(300);
  });

  it('is never wider than the picture nor than 480 px', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (width) => {
        const small = thumbnailWidth(width);
        expect(small).toBeLessThanOrEqual(width);
        expect(small).toBeLessThanOrEqual(IMAGE_THUMBNAIL_WIDTH);
        expect(small === width || small === IMAGE_THUMBNAIL_WIDTH).toBe(true);
      }),
    );
  });
});
