/**
 * Where a map goes on a page: the map itself (Leaflet) loads in its own chunk the first time a
 * map is shown, with the chunk time-out and error boundary of the pages; meanwhile a box of the
 * map's size says it is loading, so nothing moves when it arrives.
 */
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkErrorBoundary, withChunkTimeout } from '../../../layout/lazyPage.tsx';
import type { PropertyMapProps } from './PropertyMap.tsx';
import styles from './PropertyMap.module.css';

const PropertyMap = lazy(() => withChunkTimeout(() => import(/* webpackChunkName: "rentals-map" */ './PropertyMap.tsx')));

export function MapView(props: PropertyMapProps) {
  const { t } = useTranslation();
  return (
    <ChunkErrorBoundary>
      <Suspense
        fallback={
          <div className={styles.map} role="status">
            <span className="visually-hidden">{t('rentals-map-loading')}</span>
          </div>
        }
      >
        <PropertyMap {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
