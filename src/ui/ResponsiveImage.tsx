import type { ImgHTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { pictureSrcSet } from '../../domain/images.ts';
import type { StoredPicture } from '../../domain/images.ts';
import styles from './ResponsiveImage.module.css';

/** A stored picture as the contract's Image answers it. */
export type ImageSource = StoredPicture;

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'loading'
> {
  image: ImageSource;
  /** What the picture shows; '' only when it merely decorates (the text beside it says it all). */
  alt: string;
  /** How wide it is shown, for the browser to pick a copy: e.g. '(min-width: 64em) 25vw, 50vw'. */
  sizes: string;
  /** The page's main picture, in view at once: loaded eagerly with high priority instead of lazily. */
  priority?: boolean;
}

/**
 * A stored picture: both copies in srcset with their widths, so a card loads the small one and a
 * gallery the large one; width and height (when known) reserve its place before it loads; lazy
 * and decoded off the main thread unless it is the page's main picture. The seeded demo
 * pictures (SVG, no size) are one URL.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className, ...rest }: ResponsiveImageProps) {
  const { url, width, height } = image;
  const sized = width != null && height != null;
  const srcSet = pictureSrcSet(image);
  return (
    <img
      {...rest}
      className={clsx(styles.image, className)}
      src={url}
      srcSet={srcSet}
      sizes={srcSet === undefined ? undefined : sizes}
      alt={alt}
      width={sized ? width : undefined}
      height={sized ? height : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
