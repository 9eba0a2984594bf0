/**
 * A map of properties (Leaflet, in its own lazy chunk: MapView loads it when a map opens). Each
 * property is a marker with its rent on it: a button (keyboard: Tab, Enter) that opens a popup
 * with the property's title (a link to its page), rent and place. The tiles come from the
 * configured tile server (mapTiles.ts). Texts go into the map as DOM text, never as HTML.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { mapTiles } from '../mapTiles.ts';
import styles from './PropertyMap.module.css';

export interface MapPoint {
  id: number;
  lat: number;
  lng: number;
  /** On the marker: the rent. */
  label: string;
  /** The property's title, its page's link in the popup. */
  title: string;
  /** A line under the title: rent and place. */
  details: string;
  href: string;
}

export interface PropertyMapProps {
  points: readonly MapPoint[];
  /** What the map shows, for screen readers. */
  label: string;
}

/** Bulgaria, when there is nothing to show. */
const COUNTRY: L.LatLngExpression = [42.7, 25.3];
const COUNTRY_ZOOM = 7;
const STREET_ZOOM = 15;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string | undefined, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export default function PropertyMap({ points, label }: PropertyMapProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  // The popups' links navigate inside the app with the router's latest navigate.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    const tiles = mapTiles();
    const created = L.map(container.current!, { zoomControl: false, scrollWheelZoom: false, center: COUNTRY, zoom: COUNTRY_ZOOM });
    L.control.zoom({ zoomInTitle: t('rentals-map-zoom-in'), zoomOutTitle: t('rentals-map-zoom-out') }).addTo(created);
    created.attributionControl.setPrefix(false);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(created);
    // Leaflet names the popup's close button in English.
    created.on('popupopen', (event) => {
      event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t('rentals-map-close-popup'));
    });
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [t]);

  useEffect(() => {
    const shown = map.current;
    const layer = markers.current;
    if (!shown || !layer) return;
    layer.clearLayers();
    for (const point of points) {
      const pin = element('span', styles.pin, point.label);
      const marker = L.marker([point.lat, point.lng], {
        icon: L.divIcon({ className: styles.anchor, html: pin, iconSize: [0, 0] }),
        title: point.title,
        riseOnHover: true,
      });
      const popup = element('div', styles.popup);
      const link = element('a', styles.popupTitle, point.title);
      link.href = point.href;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        void navigateRef.current(point.href);
      });
      popup.append(link, element('p', styles.popupDetails, point.details));
      // A click on the popup's link is the link's, not the map's too.
      L.DomEvent.disableClickPropagation(popup);
      marker.bindPopup(popup).addTo(layer);
    }
    if (points.length === 1) shown.setView([points[0]!.lat, points[0]!.lng], STREET_ZOOM);
    else if (points.length > 1) shown.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng])), { padding: [40, 40], maxZoom: STREET_ZOOM });
  }, [points]);

  return <div ref={container} className={styles.map} role="region" aria-label={label} />;
}
