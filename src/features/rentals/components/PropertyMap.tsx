/**
 * A map of properties (Leaflet, in its own lazy chunk: MapView loads it when a map opens). Each
 * property is a marker with its rent on it: a button (keyboard: Tab, Enter) that opens a popup
 * with the property's title (a link to its page), rent and place. Homes too close together to
 * tell apart at the map's zoom share a marker ("3 homes") whose popup lists them; zooming in
 * separates them. The tiles come from the
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

/** Labels whose points are closer than this on screen (px) would cover each other. */
const LABEL_WIDTH = 90;
const LABEL_HEIGHT = 32;

/** The points in groups that lie closer on the screen, at the map's zoom, than a label's size. */
function groupsOnScreen(map: L.Map, points: readonly MapPoint[]): MapPoint[][] {
  const groups: { at: L.Point; points: MapPoint[] }[] = [];
  for (const point of points) {
    const at = map.latLngToLayerPoint([point.lat, point.lng]);
    const near = groups.find((group) => Math.abs(group.at.x - at.x) < LABEL_WIDTH && Math.abs(group.at.y - at.y) < LABEL_HEIGHT);
    if (near) near.points.push(point);
    else groups.push({ at, points: [point] });
  }
  return groups.map((group) => group.points);
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
    if (!shown || !layer) return undefined;
    const link = (point: MapPoint) => {
      const anchor = element('a', styles.popupTitle, point.title);
      anchor.href = point.href;
      anchor.addEventListener('click', (event) => {
        event.preventDefault();
        void navigateRef.current(point.href);
      });
      return anchor;
    };
    // Homes too close to show apart at this zoom share one marker, so no label hides another.
    const draw = () => {
      layer.clearLayers();
      for (const group of groupsOnScreen(shown, points)) {
        const [first] = group as [MapPoint, ...MapPoint[]];
        const single = group.length === 1;
        const entry = (point: MapPoint) => [link(point), element('p', styles.popupDetails, point.details)];
        const popup = element(single ? 'div' : 'ul', single ? styles.popup : styles.popupList);
        if (single) popup.append(...entry(first));
        else {
          for (const point of group) {
            const item = element('li', undefined);
            item.append(...entry(point));
            popup.append(item);
          }
        }
        // A click on the popup's links is theirs, not the map's too.
        L.DomEvent.disableClickPropagation(popup);
        const label = single ? first.label : t('rentals-map-group', { count: group.length });
        L.marker([first.lat, first.lng], {
          // No size: the label is as wide as its text, and its CSS hangs it above the point.
          icon: L.divIcon({ className: styles.pin, html: element('span', undefined, label), iconSize: null } as unknown as L.DivIconOptions),
          title: single ? first.title : group.map((point) => point.title).join(' · '),
          riseOnHover: true,
        })
          .bindPopup(popup)
          .addTo(layer);
      }
    };
    // Placed without animation: an animated zoom would end after the markers are drawn and
    // draw them again, closing a popup opened meanwhile.
    if (points.length === 1) shown.setView([points[0]!.lat, points[0]!.lng], STREET_ZOOM, { animate: false });
    else if (points.length > 1) {
      // Room above the points for their labels, and beside the zoom buttons.
      shown.fitBounds(L.latLngBounds(points.map((point) => [point.lat, point.lng])), {
        paddingTopLeft: [60, 70],
        paddingBottomRight: [60, 30],
        maxZoom: STREET_ZOOM,
        animate: false,
      });
    }
    draw();
    shown.on('zoomend', draw);
    return () => {
      shown.off('zoomend', draw);
    };
  }, [points, t]);

  return <div ref={container} className={styles.map} role="region" aria-label={label} />;
}
