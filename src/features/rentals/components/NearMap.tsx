/**
 * A map further down a page: its chunk (Leaflet) is fetched only when the place it takes comes
 * near the screen, so a visitor who never scrolls there never downloads it. The first render is
 * the empty place on the server and in the browser alike; the browser then watches it.
 */
import { useEffect, useRef, useState } from 'react';
import { MapView } from './MapView.tsx';
import type { PropertyMapProps } from './PropertyMap.tsx';
import styles from './PropertyMap.module.css';

export function NearMap(props: PropertyMapProps) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || place.current === null) return undefined;
    // Without IntersectionObserver (an old browser) the map simply loads.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '400px 0px' });
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);
  return near ? <MapView {...props} /> : <div ref={place} className={styles.map} />;
}
