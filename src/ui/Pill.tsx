/**
 * A short mark in a pill: orange on light orange (a premium listing's, a promoted credit
 * package's) or green on light green (a pet-friendly home's).
 */
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import styles from './Pill.module.css';

export interface PillProps {
  children: ReactNode;
  tone?: 'orange' | 'green';
  className?: string | undefined;
}

export function Pill({ children, tone = 'orange', className }: PillProps) {
  return <span className={clsx(styles.pill, tone === 'green' && styles.green, className)}>{children}</span>;
}
