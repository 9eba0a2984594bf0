/** The error keys of a cleaning or moving selection and its booking (cleaning.ts and cleaningSchedule.ts share them). */
export const CLEANING_ERROR_KEYS = {
  invalidAmount: 'error-invalid-amount',
  amountOutOfRange: 'error-amount-out-of-range',
  invalidMonths: 'error-invalid-months',
  invalidSeverity: 'error-invalid-severity',
  unknownService: 'error-unknown-service',
  serviceNotSelected: 'error-service-not-selected',
  dateFormat: 'error-date-format',
  dateInPast: 'error-date-in-past',
  dateTooFar: 'error-date-too-far',
  slotTooSoon: 'error-slot-too-soon',
} as const;
