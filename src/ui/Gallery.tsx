/**
 * A page's pictures: one large at a time with previous and next buttons and its number, the
 * thumbnails below. The arrow keys (and Home, End) move through them while the gallery has
 * focus, and a swipe moves on a touch screen. The first picture is the page's main one (loaded
 * at once); the others load when shown. A class beside it may set `--gallery-ratio` (4 / 3).
 */
import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import type { ImageSource } from './ResponsiveImage.tsx';
import styles from './Gallery.module.css';

/** A horizontal move at least this long (px) is a swipe. */
const SWIPE_DISTANCE = 40;

export interface GalleryProps {
  images: readonly ImageSource[];
  /** What the pictures show: the gallery's name and each picture's text. */
  title: string;
  /** The large picture's width on the page (the `sizes` of its srcset). */
  sizes: string;
  className?: string | undefined;
}

export function Gallery({ images, title, sizes, className }: GalleryProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(0);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const id = useId();
  const count = images.length;
  const current = images[shown];

  if (current === undefined) return <div className={clsx(styles.empty, className)}>{t('gallery-no-photos')}</div>;

  const go = (index: number) => setShown((index + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key === 'ArrowLeft') go(shown - 1);
    else if (event.key === 'ArrowRight') go(shown + 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>): void => {
    swipeStart.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>): void => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? shown + 1 : shown - 1);
  };

  return (
    <section
      className={clsx(styles.gallery, className)}
      aria-roledescription={t('gallery')}
      aria-label={t('gallery-label', { title })}
      tabIndex={count > 1 ? 0 : undefined}
      onKeyDown={count > 1 ? onKeyDown : undefined}
    >
      <div className={styles.stage} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = null)}>
        <ResponsiveImage
          key={current.url}
          image={current}
          alt={t('gallery-photo', { title, n: shown + 1, count })}
          sizes={sizes}
          priority={shown === 0}
          className={styles.photo}
          draggable={false}
        />
        {count > 1 && (
          <>
            <button type="button" className={clsx(styles.arrow, styles.previous)} aria-label={t('gallery-previous')} aria-controls={id} onClick={() => go(shown - 1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={clsx(styles.arrow, styles.next)} aria-label={t('gallery-next')} aria-controls={id} onClick={() => go(shown + 1)}>
              <span aria-hidden="true">›</span>
            </button>
            <p id={id} className={styles.counter} aria-live="polite">
              {t('gallery-counter', { n: shown + 1, count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className={styles.thumbs} aria-label={t('gallery-thumbnails')}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className={clsx(styles.thumb, index === shown && styles.thumbCurrent)}
                aria-pressed={index === shown}
                aria-label={t('gallery-show', { n: index + 1 })}
                onClick={() => setShown(index)}
              >
                <img src={image.thumbnailUrl} alt="" width={96} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
