import { Field, controlStyle } from '@studyhub/forms';
import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import styled from 'styled-components';
import { fromDay, toDay } from '../shared/due-date.js';

/** The picker's input looks like every other field; its calendar follows the app's theme. */
const StyledPicker = styled.div`
  .react-datepicker-wrapper, .react-datepicker__input-container { display: block; width: 100%; }
  input { ${controlStyle} }
  .react-datepicker {
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  .react-datepicker__header {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-bottom-color: ${({ theme }) => theme.colors.border};
  }
  .react-datepicker__current-month, .react-datepicker__day-name, .react-datepicker__day {
    color: ${({ theme }) => theme.colors.text};
  }
  .react-datepicker__day:not(.react-datepicker__day--disabled):hover,
  .react-datepicker__day--keyboard-selected {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
  }
  .react-datepicker__day--selected, .react-datepicker__day--selected:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  .react-datepicker__day--disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.45;
    text-decoration: line-through;
  }
  .react-datepicker__navigation-icon::before { border-color: ${({ theme }) => theme.colors.textMuted}; }
  .react-datepicker__triangle { display: none; }
`;

interface Props {
  label: string;
  /** 'YYYY-MM-DD' (or an ISO date-time whose day is meant), '' when none is picked. */
  value: string;
  onChange: (day: string) => void;
  onBlur: () => void;
  error?: string;
  /** Days before this one cannot be picked (create: today). */
  minDate?: Date;
  name: string;
}

/**
 * Due date with react-datepicker (the app's one date picker), shown as 'MMMM d, yyyy' like every date of the app. The
 * calendar opens on focus and works by keyboard: arrows move the day, Enter picks it, Escape closes.
 */
export function DueDateField({ label, value, onChange, onBlur, error, minDate, name }: Props) {
  return (
    <Field label={label} error={error} hint="Use the arrow keys to move between days and Enter to pick one.">
      {(ids) => (
        <StyledPicker>
          <DatePicker
            id={ids.id}
            name={name}
            selected={fromDay(value)}
            onChange={(date: Date | null) => onChange(date ? toDay(date) : '')}
            onBlur={onBlur}
            minDate={minDate}
            dateFormat="MMMM d, yyyy"
            placeholderText="Pick a due date"
            autoComplete="off"
            ariaInvalid={ids['aria-invalid'] ? 'true' : undefined}
            ariaDescribedBy={ids['aria-describedby']}
          />
        </StyledPicker>
      )}
    </Field>
  );
}
