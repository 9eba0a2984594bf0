/**
 * A page's frame: the content width, centred, with the page's padding. Its own rule has no
 * weight (`:where`), so a feature's class beside it may change the padding or the headings.
 */
import type { HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import styles from './PageContainer.module.css';

export interface PageContainerProps extends HTMLAttributes<HTMLElement> {
  /** The element: a plain frame, or an article or section when the page is one. */
  as?: 'div' | 'article' | 'section';
}

export function PageContainer({ as: Element = 'div', className, ...rest }: PageContainerProps) {
  return <Element className={clsx(styles.page, className)} {...rest} />;
}
