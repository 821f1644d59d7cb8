import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { theme } from '../app/providers/theme';

function Controlled<T>({
  initial,
  field,
}: {
  initial: T;
  field: (value: T, onChange: (next: T) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      {field(value, setValue)}
      <output data-testid="value">{String(value)}</output>
    </ThemeProvider>
  );
}

/**
 * Renders a controlled input (`field` draws it from the value and its setter) with its value kept in state
 * and shown beside it, for `shownValue()` to read.
 */
export const renderControlled = <T,>(
  initial: T,
  field: (value: T, onChange: (next: T) => void) => ReactNode,
) => render(<Controlled initial={initial} field={field} />);

/** The value the last `renderControlled` input holds, as text. */
export const shownValue = (): string => screen.getByTestId('value').textContent ?? '';
