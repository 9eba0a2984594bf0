/**
 * The room-picker dialog (product §2): "which room are you furnishing?", a house picture
 * whose rooms are real buttons laid over the drawing, and a side list of every room plus gifts.
 * Picking a room closes the dialog and opens the product categories of that room
 * (?room=<value>). The close control shows unless the visitor is already on the shop page.
 * ModalRoot renders this (default export) while the 'roomPicker' modal is open.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { ROOM_PICKER_VALUES } from '../../domain/constants.ts';
import type { Room } from '../../domain/constants.ts';
import { useModals } from '../machines/AppMachines.tsx';
import { hrefFor } from '../../domain/routes.ts';
import { Modal } from '../ui/Modal.tsx';
import { routeNameAt, SHOP_ROUTE_NAMES } from './currentRoute.ts';
import { HouseDrawing, HOUSE_VIEWBOX, HOUSE_ZONES } from './HouseDrawing.tsx';
import styles from './RoomPicker.module.css';

function roomHref(room: Room): string {
  return hrefFor('MarketplaceProductCategories', {}, { room });
}

/** Percent of the picture, so the buttons stay on their rooms at every width. */
function percent(value: number, of: number): string {
  return `${((value / of) * 100).toFixed(3)}%`;
}

export default function RoomPicker() {
  const { t } = useTranslation();
  const { close } = useModals();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [active, setActive] = useState<Room | null>(null);
  const currentRoute = routeNameAt(pathname);
  const onShopPage = currentRoute !== null && SHOP_ROUTE_NAMES.includes(currentRoute);

  const pick = (room: Room): void => {
    close('roomPicker');
    void navigate(roomHref(room));
  };

  const highlight = (room: Room) => ({
    onMouseEnter: () => setActive(room),
    onMouseLeave: () => setActive(null),
    onFocus: () => setActive(room),
    onBlur: () => setActive(null),
  });

  return (
    <Modal title={t('room-picker-title')} size="large" closeButton={!onShopPage} onClose={() => close('roomPicker')}>
      <p className={styles.intro}>{t('room-picker-intro')}</p>
      <div className={styles.content}>
        <div className={styles.house} role="group" aria-label={t('room-picker-house-label')}>
          <HouseDrawing active={active} className={styles.drawing} />
          {HOUSE_ZONES.map((zone) => (
            <button
              key={zone.room}
              type="button"
              className={clsx(styles.zone, active === zone.room && styles.zoneActive)}
              style={{
                left: percent(zone.x, HOUSE_VIEWBOX.width),
                top: percent(zone.y, HOUSE_VIEWBOX.height),
                width: percent(zone.width, HOUSE_VIEWBOX.width),
                height: percent(zone.height, HOUSE_VIEWBOX.height),
              }}
              onClick={() => pick(zone.room)}
              {...highlight(zone.room)}
            >
              <span className={styles.zoneLabel}>{t(`room-${zone.room}`)}</span>
            </button>
          ))}
        </div>
        <ul className={styles.list} aria-label={t('room-picker-list-label')}>
          {ROOM_PICKER_VALUES.map((room) => (
            <li key={room}>
              <button
                type="button"
                className={clsx(styles.listButton, active === room && styles.listButtonActive)}
                onClick={() => pick(room)}
                {...highlight(room)}
              >
                {t(`room-${room}`)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
