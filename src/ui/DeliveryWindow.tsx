/**
 * The delivery window a move-in plan asked a vendor for (decision 0031), as a line of text: the
 * buyer's and the vendor's order pages. Nothing for an order from the cart (no window).
 */
import { useTranslation } from 'react-i18next';
import { formatServiceDay, formatTimeSlot } from '../../domain/cleaning.ts';
import type { CleaningTimeSlot } from '../../domain/cleaning.ts';

export function DeliveryWindow({ window, className }: { window: { day: string; slot: CleaningTimeSlot } | null; className?: string }) {
  const { t, i18n } = useTranslation();
  if (window === null) return null;
  const locale = i18n.language === 'en' ? 'en' : 'bg';
  return <p className={className}>{t('order-page-delivery-window', { day: formatServiceDay(window.day, locale), slot: formatTimeSlot(window.slot) })}</p>;
}
