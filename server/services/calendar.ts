/**
 * Calendar files (RFC 5545 `.ics`) for e-mails, written by the `ics` package (folding, escaping
 * and UTC times are its): one VEVENT per event, times in UTC so every calendar shows them in its
 * own zone. A UID names an event for good, so a file sent again updates the same events.
 */
import { createEvents } from 'ics';
import type { EventAttributes } from 'ics';

export interface CalendarEvent {
  /** Unique for good, e.g. `move-12-cleaning@domovik.bg`. */
  uid: string;
  title: string;
  description?: string;
  location?: string;
  url?: string;
  start: Date;
  end: Date;
}

/** The `.ics` text of the events (a calendar with none is refused: there is nothing to add). */
export function calendarFile(events: readonly CalendarEvent[], productId: string): string {
  if (events.length === 0) throw new Error('a calendar file needs at least one event');
  const attributes = events.map(
    (event): EventAttributes => ({
      uid: event.uid,
      title: event.title,
      ...(event.description ? { description: event.description } : {}),
      ...(event.location ? { location: event.location } : {}),
      ...(event.url ? { url: event.url } : {}),
      start: event.start.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: event.end.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
    }),
  );
  const { error, value } = createEvents(attributes, { productId });
  if (error || !value) throw error ?? new Error('no calendar written');
  return value;
}
