/**
 * A short mark in a pill: orange on light orange (a premium listing's, a promoted credit
 * package's, a new order's), green on light green (a pet-friendly home's, a finished order's),
 * grey (under way) or red (stopped).
 */
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import styles from './Pill.module.css';

export type PillTone = 'orange' | 'green' | 'grey' | 'red';

export interface PillProps {
  children: ReactNode;
  tone?: PillTone;
  className?: string | undefined;
}

export function Pill({ children, tone = 'orange', className }: PillProps) {
  return <span className={clsx(styles.pill, tone !== 'orange' && styles[tone], className)}>{children}</span>;
}
