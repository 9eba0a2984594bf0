/**
 * What every navigation does (product §2, "Navigation behaviour"): the page scrolls
 * smoothly to the top when the path changes, and the room picker closes on any navigation.
 * (The phone menu closes by itself: it is tied to the location it was opened at.)
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useModals } from '../machines/AppMachines.tsx';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function useNavigationEffects(): void {
  const { pathname, key } = useLocation();
  const { openModal, close } = useModals();
  const lastPath = useRef(pathname);
  const lastKey = useRef(key);
  const roomPickerOpen = useRef(false);
  roomPickerOpen.current = openModal === 'roomPicker';

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [pathname]);

  useEffect(() => {
    if (lastKey.current === key) return;
    lastKey.current = key;
    if (roomPickerOpen.current) close('roomPicker');
  }, [key, close]);
}
