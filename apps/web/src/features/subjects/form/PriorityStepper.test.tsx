import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderControlled, shownValue } from '../../../test/controlled';
import { setupUser } from '../../../test/render';
import { FORM_MESSAGES as M } from './messages';
import { PriorityStepper } from './PriorityStepper';

const renderStepper = (initial = 5) =>
  renderControlled(initial, (value, onChange) => <PriorityStepper value={value} onChange={onChange} />);

const user = () => setupUser();
const value = () => Number(shownValue());
const spin = () => screen.getByRole('spinbutton', { name: M.priority });
const up = () => screen.getByRole('button', { name: M.priorityUp });
const down = () => screen.getByRole('button', { name: M.priorityDown });

describe('PriorityStepper', () => {
  it('starts at 5 with plus disabled, and stops at 1 with minus disabled', async () => {
    const u = user();
    renderStepper();
    expect(spin()).toHaveValue('۵');
    expect(spin()).toHaveAttribute('aria-valuenow', '5');
    expect(up()).toBeDisabled();
    expect(down()).toBeEnabled();
    for (let i = 0; i < 4; i += 1) await u.click(down());
    expect(value()).toBe(1);
    expect(spin()).toHaveValue('۱');
    expect(down()).toBeDisabled();
    expect(up()).toBeEnabled();
    await u.click(up());
    expect(value()).toBe(2);
  });

  it('takes only an integer 1-5, in Persian or Latin digits', async () => {
    const u = user();
    renderStepper(3);
    await u.tripleClick(spin());
    await u.keyboard('7');
    expect(value()).toBe(3);
    await u.keyboard('x');
    expect(value()).toBe(3);
    await u.clear(spin());
    await u.keyboard('۲');
    expect(value()).toBe(2);
    expect(spin()).toHaveValue('۲');
    await u.clear(spin());
    await u.keyboard('0');
    expect(spin()).toHaveValue('');
    await u.keyboard('4');
    expect(value()).toBe(4);
  });

  it('goes back to 5 when left empty', async () => {
    const u = user();
    renderStepper(2);
    await u.clear(spin());
    expect(spin()).toHaveValue('');
    fireEvent.blur(spin());
    expect(value()).toBe(5);
    expect(spin()).toHaveValue('۵');
  });

  it('steps with the arrow keys within the bounds', async () => {
    const u = user();
    renderStepper(4);
    await u.click(spin());
    await u.keyboard('{ArrowUp}{ArrowUp}');
    expect(value()).toBe(5);
    await u.keyboard('{Home}');
    expect(value()).toBe(1);
    await u.keyboard('{ArrowDown}');
    expect(value()).toBe(1);
  });
});
