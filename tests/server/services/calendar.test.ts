import { calendarFile } from '../../../server/services/calendar.ts';

/** The calendar's lines, unfolded (RFC 5545 3.1: a line break followed by a space continues a line). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('calendarFile', () => {
  const cleaning = {
    uid: 'move-7-cleaning@domovik.bg',
    title: 'Дълбоко почистване; нов дом, София',
    description: 'Екип от 08:00 до 11:00',
    location: 'ул. „Шипка“ 6, София',
    url: 'https://domovik.bg/nanasyane/7',
    start: new Date('2026-12-03T06:00:00Z'),
    end: new Date('2026-12-03T09:00:00Z'),
  };
  const moving = { uid: 'move-7-moving@domovik.bg', title: 'Moving', start: new Date('2026-12-05T12:00:00Z'), end: new Date('2026-12-05T15:00:00Z') };

  it('writes one event per entry, in UTC, with its UID and its text escaped', () => {
    const lines = unfolded(calendarFile([cleaning, moving], 'domovik.bg/move-plan'));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:move-7-cleaning@domovik.bg');
    expect(lines).toContain('DTSTART:20261203T060000Z');
    expect(lines).toContain('DTEND:20261203T090000Z');
    expect(lines).toContain('DTSTART:20261205T120000Z');
    // A comma and a semicolon are escaped, as the format asks.
    expect(lines).toContain('SUMMARY:Дълбоко почистване\\; нов дом\\, София');
    expect(lines).toContain('LOCATION:ул. „Шипка“ 6\\, София');
    expect(lines).toContain('URL:https://domovik.bg/nanasyane/7');
  });

  it('keeps a long text whole across folded lines', () => {
    const description = 'Кашони и опаковане, '.repeat(20).trim();
    const ics = calendarFile([{ ...moving, description }], 'domovik.bg/move-plan');
    expect(ics.split('\r\n').some((line) => /^[ \t]/.test(line))).toBe(true);
    expect(unfolded(ics)).toContain(`DESCRIPTION:${description.replaceAll(',', '\\,')}`);
  });

  it('names the product that wrote it', () => {
    expect(unfolded(calendarFile([moving], 'domovik.bg/move-plan'))).toContain('PRODID:domovik.bg/move-plan');
  });

  it('refuses a calendar without events', () => {
    expect(() => calendarFile([], 'domovik.bg/move-plan')).toThrow('at least one event');
  });
});
