import { FACULTY_MESSAGES } from '@rasti/contract/faculty-messages';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { RIGHT_COLUMN_TEXT } from '../messages';
import { removeMatchMedia, setReducedMotion } from '../../../test/media-queries';
import { homeAnswer, member } from '../test/home-data';
import { FacultySlideshow, nextSlide, previousSlide } from './FacultySlideshow';

const members = homeAnswer.faculty;

/** The name on the one slide that is showing. */
const shownName = () => {
  const visible = screen.getAllByRole('group').filter((slide) => !slide.hidden);
  expect(visible).toHaveLength(1);
  return visible[0]!.querySelector('a')!.textContent;
};

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  removeMatchMedia();
});

describe('FacultySlideshow', () => {
  it('moves on every 5 s and wraps from the last member to the first', () => {
    renderWithProviders(<FacultySlideshow members={members} />);
    expect(shownName()).toBe('مریم احمدی');
    advance(4_999);
    expect(shownName()).toBe('مریم احمدی');
    advance(1);
    expect(shownName()).toBe('علی رضایی');
    advance(5_000);
    expect(shownName()).toBe('سارا کریمی');
    advance(5_000);
    expect(shownName()).toBe('مریم احمدی');
  });

  it('shows the first 3 members only, each linking to its page', () => {
    renderWithProviders(<FacultySlideshow members={[...members, member(44, 'عضو چهارم')]} />);
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).toHaveAccessibleName('۱ از ۳');
    expect(slides[0]!.querySelector('a')).toHaveAttribute('href', '/facuality/41');
    expect(screen.getAllByText(FACULTY_MESSAGES.noAbstract)).toHaveLength(2);
  });

  it('pauses and resumes with its button', () => {
    renderWithProviders(<FacultySlideshow members={members} />);
    fireEvent.click(screen.getByRole('button', { name: RIGHT_COLUMN_TEXT.pause }));
    advance(20_000);
    expect(shownName()).toBe('مریم احمدی');
    fireEvent.click(screen.getByRole('button', { name: RIGHT_COLUMN_TEXT.play }));
    advance(5_000);
    expect(shownName()).toBe('علی رضایی');
  });

  it('holds still while the pointer or keyboard focus is inside', () => {
    renderWithProviders(<FacultySlideshow members={members} />);
    const carousel = screen.getByRole('region', { name: FACULTY_MESSAGES.listTitle });
    fireEvent.mouseEnter(carousel);
    advance(10_000);
    expect(shownName()).toBe('مریم احمدی');
    fireEvent.mouseLeave(carousel);
    advance(5_000);
    expect(shownName()).toBe('علی رضایی');

    act(() => screen.getByRole('button', { name: RIGHT_COLUMN_TEXT.next }).focus());
    advance(10_000);
    expect(shownName()).toBe('علی رضایی');
    act(() => (document.activeElement as HTMLElement).blur());
    advance(5_000);
    expect(shownName()).toBe('سارا کریمی');
  });

  it('steps by hand with previous, next and the slide buttons, wrapping both ways, and restarts the 5 s', () => {
    renderWithProviders(<FacultySlideshow members={members} />);
    fireEvent.click(screen.getByRole('button', { name: RIGHT_COLUMN_TEXT.previous }));
    expect(shownName()).toBe('سارا کریمی');
    fireEvent.click(screen.getByRole('button', { name: RIGHT_COLUMN_TEXT.next }));
    expect(shownName()).toBe('مریم احمدی');
    advance(3_000);
    fireEvent.click(screen.getByRole('button', { name: RIGHT_COLUMN_TEXT.goToSlide('۲') }));
    expect(shownName()).toBe('علی رضایی');
    expect(screen.getByRole('button', { name: RIGHT_COLUMN_TEXT.goToSlide('۲') })).toHaveAttribute(
      'aria-current',
      'true',
    );
    advance(3_000);
    expect(shownName()).toBe('علی رضایی');
    advance(2_000);
    expect(shownName()).toBe('سارا کریمی');
  });

  it('does not rotate for visitors who asked for reduced motion, until they press play', () => {
    setReducedMotion(true);
    renderWithProviders(<FacultySlideshow members={members} />);
    advance(15_000);
    expect(shownName()).toBe('مریم احمدی');
    fireEvent.click(screen.getByRole('button', { name: RIGHT_COLUMN_TEXT.play }));
    advance(5_000);
    expect(shownName()).toBe('علی رضایی');
  });

  it('announces changes politely only while it is not rotating', () => {
    renderWithProviders(<FacultySlideshow members={members} />);
    const slides = screen.getAllByRole('group')[0]!.parentElement!;
    expect(slides).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: RIGHT_COLUMN_TEXT.pause }));
    expect(slides).toHaveAttribute('aria-live', 'polite');
  });

  it('wraps its indexes', () => {
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('says so when there is no member', () => {
    renderWithProviders(<FacultySlideshow members={[]} />);
    expect(screen.getByText(FACULTY_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
