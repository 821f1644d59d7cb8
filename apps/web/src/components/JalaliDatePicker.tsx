import { toLatinDigits, toPersianDigits } from '@rasti/contract/persian';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { faIR } from '@mui/x-date-pickers/locales';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { format as formatJalali } from 'date-fns-jalali/format';
import { faIR as faIRDates } from 'date-fns-jalali/locale/fa-IR';
import { useEffect, useState } from 'react';

// Staff screens only: this module pulls in the MUI X pickers and the Jalali calendar, so import it
// from lazily loaded chunks, never from a public page's first bundle.

export type JalaliDatePickerProps = {
  label: string;
  /** Unix seconds (values of 1e12 and more are read as milliseconds), or null for no date. */
  value: number | null;
  onChange: (unixSeconds: number | null) => void;
  /** A message to show under the field; marks the field invalid. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** a date after today is allowed (a due date); news dates are today at the latest */
  allowFuture?: boolean;
};

/** Spec section 5: numbers under 1e12 are Unix seconds, larger ones milliseconds. */
export function unixToDate(value: number | null | undefined): Date | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const date = new Date(value < 1e12 ? value * 1000 : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whole Unix seconds of a picked date, or null for no date or an unfinished/invalid one. */
export function dateToUnix(date: Date | null | undefined): number | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  return Math.floor(date.getTime() / 1000);
}

const sameInstant = (date: Date | null, value: number | null) =>
  dateToUnix(date) === dateToUnix(unixToDate(value));

/**
 * Spec section 9: the popup sits at z-index 100. (Its 700 ms typing time-out belonged to a widget that
 * parsed free text; this field takes each part as it is typed, so nothing waits and a quick save keeps it.)
 */
export const DATE_PICKER_Z_INDEX = 100;

/** The picker's own complaints about what was typed, in Persian. */
export const DATE_PICKER_MESSAGES = {
  invalidDate: 'تاریخ واردشده معتبر نیست (سال/ماه/روز)',
  disableFuture: 'تاریخ نمی‌تواند بعد از امروز باشد',
} as const;

function pickerMessage(reason: DateValidationError): string | undefined {
  if (reason === 'invalidDate') return DATE_PICKER_MESSAGES.invalidDate;
  if (reason === 'disableFuture' || reason === 'maxDate') return DATE_PICKER_MESSAGES.disableFuture;
  return undefined;
}

/**
 * The MUI Jalali adapter writing every date in Persian digits: the typed field, the calendar's days,
 * months and years. The field detects localised digits from `formatByString` and maps them back
 * itself; `parse` also accepts Persian digits so any round trip through text stays exact.
 */
class PersianDigitsJalaliAdapter extends AdapterDateFnsJalali {
  constructor(options?: ConstructorParameters<typeof AdapterDateFnsJalali>[0]) {
    super(options);
    const formatByString = this.formatByString;
    const parse = this.parse;
    this.formatByString = (value, formatString) => toPersianDigits(formatByString(value, formatString));
    this.parse = (value, formatString) => parse(toLatinDigits(value), formatString);
    // MUI finds a year's leading zeros by looking for a Latin '0'; with Persian digits it needs the length
    this.formatTokenMap = {
      ...this.formatTokenMap,
      yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
    };
  }
}

const localeText = faIR.components.MuiLocalizationProvider.defaultProps.localeText;

/** The calendar's column heads: one letter per weekday (ش ی د س چ پ ج), not '۱ش' cut to '۱'. */
const weekdayLetter = (date: Date) => formatJalali(date, 'EEEEE', { locale: faIRDates });

/**
 * A Persian-calendar date field (YYYY/MM/DD, today at the latest) whose value is Unix seconds.
 * Typing goes section by section with the keyboard (arrows change a section); the calendar button
 * opens a dialog on phones and a popup on desktops.
 */
export function JalaliDatePicker({
  label,
  value,
  onChange,
  error,
  required,
  disabled,
  allowFuture = false,
}: JalaliDatePickerProps) {
  // The picker's own date: an unfinished typed date is kept here while the caller still holds null.
  const [draft, setDraft] = useState<Date | null>(() => unixToDate(value));
  const [pickerError, setPickerError] = useState<DateValidationError>(null);

  useEffect(() => {
    setDraft((current) => (sameInstant(current, value) ? current : unixToDate(value)));
  }, [value]);

  const message = error ?? pickerMessage(pickerError);
  return (
    <LocalizationProvider dateAdapter={PersianDigitsJalaliAdapter} localeText={localeText}>
      <DatePicker
        label={label}
        value={draft}
        disabled={disabled}
        disableFuture={!allowFuture}
        format="yyyy/MM/dd"
        dayOfWeekFormatter={weekdayLetter}
        onError={setPickerError}
        onChange={(next) => {
          setDraft(next);
          const seconds = dateToUnix(next);
          if (seconds !== dateToUnix(unixToDate(value))) onChange(seconds);
        }}
        slotProps={{
          popper: { sx: { zIndex: DATE_PICKER_Z_INDEX } },
          textField: {
            required,
            fullWidth: true,
            error: Boolean(message),
            helperText: message,
          },
        }}
      />
    </LocalizationProvider>
  );
}

export default JalaliDatePicker;
