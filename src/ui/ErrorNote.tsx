/**
 * What failed, in a paragraph that is read out as it appears (role=alert): boxed, red on light
 * red (the default), or `plain`, a red line without a box. The caller hands in the translated
 * message; `id` lets a field or a group point at it (aria-describedby).
 */
import type { ReactNode } from 'react';
import surfaces from './surfaces.module.css';
import text from './text.module.css';

interface ErrorNoteProps {
  children: ReactNode;
  id?: string;
  plain?: boolean;
}

export function ErrorNote({ children, id, plain = false }: ErrorNoteProps) {
  return (
    <p id={id} role="alert" className={plain ? text.error : surfaces.failureNote}>
      {children}
    </p>
  );
}
