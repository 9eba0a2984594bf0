import fc from 'fast-check';
import { validateForm } from '../../../domain/validation/validate.ts';
import {
  isDateText,
  isTimeText,
  minViewingDate,
  toViewingRequestPayload,
  viewingRequestInitialValues,
  viewingRequestSchema,
} from '../../../domain/validation/viewingRequest.ts';
import type { ViewingRequestFormValues } from '../../../domain/validation/viewingRequest.ts';

/** 2026-11-21 14:30:00 local time. */
const now = new Date(2026, 10, 21, 14, 30, 0, 0);
const nowWith30s = new Date(2026, 10, 21, 14, 30, 30, 0);

const valid: ViewingRequestFormValues = {
  name: 'Мария',
  phone: '0891234567',
  email: 'maria@example.bg',
  date: '2026-11-22',
  time: '10:00',
};

function errors(values: Partial<ViewingRequestFormValues>, at: Date = now) {
  return validateForm(viewingRequestSchema(at), values);
}

describe('viewing request form', () => {
  it('starts empty with every field required', () => {
    expect(viewingRequestInitialValues).toEqual({ name: '', phone: '', email: '', date: '', time: '' });
    expect(errors(viewingRequestInitialValues)).toEqual({
      name: 'error-required',
      phone: 'error-required',
      email: 'error-required',
      date: 'error-required',
      time: 'error-required',
    });
    expect(errors({})).toEqual({
      name: 'error-required',
      phone: 'error-required',
      email: 'error-required',
      date: 'error-required',
      time: 'error-required',
    });
  });

  it('accepts valid future values', () => {
    expect(errors(valid)).toEqual({});
  });

  it('checks the e-mail with the simple pattern and the phone as a Bulgarian mobile', () => {
    expect(errors({ ...valid, email: 'maria@example', phone: '0861234567' })).toEqual({
      email: 'error-email-format',
      phone: 'error-phone-format',
    });
  });

  describe('past date-time at the minute boundary (now 2026-11-21 14:30:00)', () => {
    it('flags 14:29 on both date and time', () => {
      expect(errors({ ...valid, date: '2026-11-21', time: '14:29' })).toEqual({
        date: 'error-date-in-past',
        time: 'error-date-in-past',
      });
    });

    it('does not flag 14:30 (equal to now)', () => {
      expect(errors({ ...valid, date: '2026-11-21', time: '14:30' })).toEqual({});
    });

    it('accepts 14:31', () => {
      expect(errors({ ...valid, date: '2026-11-21', time: '14:31' })).toEqual({});
    });

    it('flags 14:30 when now is 14:30:30', () => {
      expect(errors({ ...valid, date: '2026-11-21', time: '14:30' }, nowWith30s)).toEqual({
        date: 'error-date-in-past',
        time: 'error-date-in-past',
      });
      expect(errors({ ...valid, date: '2026-11-21', time: '14:31' }, nowWith30s)).toEqual({});
    });

    it('uses seconds when the time has them', () => {
      expect(errors({ ...valid, date: '2026-11-21', time: '14:30:29' }, nowWith30s)).toMatchObject({ time: 'error-date-in-past' });
      expect(errors({ ...valid, date: '2026-11-21', time: '14:30:30' }, nowWith30s)).toEqual({});
    });
  });

  it('flags an earlier day whatever the time, and accepts today later on', () => {
    expect(errors({ ...valid, date: '2026-11-20', time: '23:59' })).toEqual({
      date: 'error-date-in-past',
      time: 'error-date-in-past',
    });
    expect(errors({ ...valid, date: minViewingDate(now), time: '18:00' })).toEqual({});
  });

  it.each(['21.11.2026', '2026-13-01', '2026-02-29', '2026-11-31', '2026-00-10', '2026-11-00', 'tomorrow', '2026-1-5'])(
    'flags invalid date text %p as a format error, never as past',
    (date) => {
      expect(errors({ ...valid, date, time: '10:00' })).toEqual({ date: 'error-date-format' });
    },
  );

  it.each(['24:00', '12:60', '9:30', '12:30:60', 'noon', '12.30'])('flags invalid time text %p as a format error, never as past', (time) => {
    expect(errors({ ...valid, date: '2020-01-01', time })).toEqual({ time: 'error-time-format' });
  });

  it('flags a missing time as required and does not call the date past', () => {
    expect(errors({ ...valid, date: '2020-01-01', time: '' })).toEqual({ time: 'error-required' });
    expect(errors({ ...valid, date: '', time: '00:00' })).toEqual({ date: 'error-required' });
    const { time: _omitted, ...withoutTime } = valid;
    expect(errors({ ...withoutTime, date: '2020-01-01' })).toEqual({ time: 'error-required' });
    const { date: _omittedDate, ...withoutDate } = valid;
    expect(errors({ ...withoutDate, time: '00:00' })).toEqual({ date: 'error-required' });
  });

  it('builds the payload with date and time joined by a space, and the captcha answer', () => {
    expect(toViewingRequestPayload({ ...valid, name: ' Мария ', time: ' 10:00 ' }, 42, 'captcha-answer')).toEqual({
      propertyId: 42,
      code: 'captcha-answer',
      contactName: 'Мария',
      contactPhone: '0891234567',
      contactEmail: 'maria@example.bg',
      dateTime: '2026-11-22 10:00',
    });
    expect(toViewingRequestPayload(valid, 'abc', 'captcha-answer').propertyId).toBe('abc');
  });
});

describe('minViewingDate', () => {
  it('is today in local time', () => {
    expect(minViewingDate(now)).toBe('2026-11-21');
    expect(minViewingDate(new Date(2027, 0, 5, 0, 0, 0))).toBe('2027-01-05');
    expect(minViewingDate(new Date(2027, 11, 31, 23, 59, 59))).toBe('2027-12-31');
  });

  it('is never in the past: today at the current minute or later is accepted', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), (at) => {
        const later = new Date(at.getTime() + 60_000);
        const hh = String(later.getHours()).padStart(2, '0');
        const mm = String(later.getMinutes()).padStart(2, '0');
        if (minViewingDate(later) !== minViewingDate(at)) return; // the next minute is tomorrow
        expect(errors({ ...valid, date: minViewingDate(at), time: `${hh}:${mm}` }, at)).toEqual({});
        expect(isDateText(minViewingDate(at))).toBe(true);
      }),
    );
  });
});

describe('date and time text', () => {
  it('recognises real calendar dates, including leap days', () => {
    expect(isDateText('2028-02-29')).toBe(true);
    expect(isDateText('2000-02-29')).toBe(true);
    expect(isDateText('2100-02-29')).toBe(false);
    expect(isDateText('2026-04-30')).toBe(true);
    expect(isDateText('2026-04-31')).toBe(false);
    expect(isDateText('2026-12-31')).toBe(true);
  });

  it('recognises times with and without seconds', () => {
    expect(isTimeText('00:00')).toBe(true);
    expect(isTimeText('23:59:59')).toBe(true);
    expect(isTimeText('23:59:5')).toBe(false);
  });

  it('keeps years below 100 as they are (the year 50 is before the year 100, not 1950)', () => {
    const year100 = new Date(2000, 0, 1, 12, 0, 0);
    year100.setFullYear(100);
    expect(errors({ ...valid, date: '0050-06-15', time: '12:00' }, year100)).toEqual({ date: 'error-date-in-past', time: 'error-date-in-past' });
    expect(errors({ ...valid, date: '0150-06-15', time: '12:00' }, year100)).toEqual({});
  });
});
