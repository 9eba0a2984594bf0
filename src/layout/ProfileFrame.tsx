/**
 * The profile area's frame from tablet width up: the user navigation (the same links and
 * logout as the phone menu's, product §2 "Mobile user navigation") beside the profile page. On
 * phones the navigation lives in the mobile menu, so the aside is hidden there.
 */
import type { ReactNode } from 'react';
import { MobileUserNav } from './MobileUserNav.tsx';
import styles from './ProfileFrame.module.css';

export function ProfileFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <aside className={styles.aside}>
        <MobileUserNav />
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
