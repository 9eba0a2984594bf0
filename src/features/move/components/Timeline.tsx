/**
 * What happens when (moveTimeline): a vertical list, in order of day and slot, each event with
 * the conflicts it is part of and how to fix them (decision 0031). Beside the steps on a wide
 * screen, below them on a phone.
 */
import { useTranslation } from 'react-i18next';
import { formatServiceDay, formatTimeSlot } from '../../../../domain/cleaning.ts';
import type { MoveConflict, MoveEventId, TimelineEntry } from '../../../../domain/move.ts';
import styles from '../move.module.css';

/** An event's name: the moving, the cleaning, a vendor's delivery. */
export function useEventName(vendorNames: Readonly<Record<string, string>>): (id: MoveEventId) => string {
  const { t } = useTranslation();
  return (id) => {
    if (id === 'moving' || id === 'cleaning') return t(`move-event-${id}`);
    const vendorId = id.slice('delivery:'.length);
    return t('move-event-delivery', { vendor: vendorNames[vendorId] ?? vendorId });
  };
}

/** A conflict and its fix, in words. */
export function useConflictWords(): (conflict: MoveConflict) => { what: string; fix: string } {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'bg';
  return (conflict) => ({ what: t(conflict.key), fix: t(conflict.fixKey, { day: conflict.day ? formatServiceDay(conflict.day, locale) : '' }) });
}

export function Timeline({ entries, vendorNames }: { entries: TimelineEntry[]; vendorNames: Readonly<Record<string, string>> }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'bg';
  const nameOf = useEventName(vendorNames);
  const words = useConflictWords();
  return (
    <section aria-labelledby="move-timeline" className={styles.timeline}>
      <h2 id="move-timeline" className={styles.sideTitle}>
        {t('move-timeline')}
      </h2>
      {entries.length === 0 ? (
        <p className={styles.lead}>{t('move-timeline-empty')}</p>
      ) : (
        <ol className={styles.events}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.event} data-conflict={entry.conflicts.length > 0}>
              <p className={styles.eventWhen}>
                {formatServiceDay(entry.day, locale)}, <span className={styles.slot}>{formatTimeSlot(entry.slot)}</span>
              </p>
              <p className={styles.eventName}>{nameOf(entry.id)}</p>
              {entry.conflicts.map((conflict) => (
                <p key={`${conflict.kind}-${conflict.event}-${conflict.other ?? ''}`} className={styles.conflict}>
                  {words(conflict).what} {words(conflict).fix}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
