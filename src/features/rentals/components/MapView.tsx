/**
 * Where a map goes on a page: the map itself (Leaflet) loads in its own chunk the first time a
 * map is shown, with the chunk time-out and error boundary of the pages; meanwhile a box of the
 * map's size says it is loading, so nothing moves when it arrives.
 *
 * Leaflet reads `window` as its module runs, so the server never loads it: a page rendered on the
 * server has the box, and so has the browser's first (hydrating) render, which then loads the map.
 */
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkErrorBoundary, withChunkTimeout } from '../../../layout/lazyPage.tsx';
import { useHydrated } from '../../../ui/useHydrated.ts';
import type { PropertyMapProps } from './PropertyMap.tsx';
import styles from './PropertyMap.module.css';

const PropertyMap = lazy(() => withChunkTimeout(() => import(/* webpackChunkName: "rentals-map" */ './PropertyMap.tsx')));

function MapBox() {
  const { t } = useTranslation();
  return (
    <div className={styles.map} role="status">
      <span className="visually-hidden">{t('rentals-map-loading')}</span>
    </div>
  );
}

export function MapView(props: PropertyMapProps) {
  if (!useHydrated()) return <MapBox />;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<MapBox />}>
        <PropertyMap {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
