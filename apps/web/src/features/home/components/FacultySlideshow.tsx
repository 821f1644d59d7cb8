import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayArrowIcon } from '../../../components/icons';
import { FACULTY_MESSAGES } from '@rasti/contract/faculty-messages';
import type { FacultyMember } from '@rasti/contract/faculty';
import { LIMITS } from '@rasti/contract/limits';
import { toPersianDigits } from '@rasti/contract/persian';
import { useEffect, useId, useState } from 'react';
import { RoundImage } from '../../../components/AppImage';
import { IconBtn } from '../../../components/IconBtn';
import { TextLink } from '../../../components/TextLink';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { RIGHT_COLUMN_TEXT } from '../messages';
import { cx } from '../../../styles/cx';
import styles from './FacultySlideshow.module.css';
import { ColumnHeading, MoreLink } from './MoreLink';

/** The slide after `index`, back to the first after the last. */
export const nextSlide = (index: number, count: number) => (count > 0 ? (index + 1) % count : 0);
/** The slide before `index`, to the last from the first. */
export const previousSlide = (index: number, count: number) => (count > 0 ? (index - 1 + count) % count : 0);

/**
 * The first 3 faculty members, one at a time. It moves on every 5 s and wraps around (spec sections 4
 * and 9); it holds still while the pointer or keyboard focus is inside it, can be paused with its own
 * button, and does not rotate or animate for visitors who asked for reduced motion (WAI-ARIA carousel).
 */
export function FacultySlideshow({ members }: { members: FacultyMember[] }) {
  const slides = members.slice(0, LIMITS.facultySlides);
  const count = slides.length;
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const slidesId = `${baseId}-slides`;
  const current = Math.min(index, Math.max(0, count - 1));
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the slide is the trigger: moving by hand restarts the 5 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => nextSlide(i, count)), LIMITS.slideshowMs);
    return () => window.clearTimeout(timer);
  }, [rotating, count, current]);

  if (count === 0) {
    return (
      <section aria-labelledby={headingId}>
        <ColumnHeading id={headingId}>{FACULTY_MESSAGES.listTitle}</ColumnHeading>
        <p className={styles.empty}>{FACULTY_MESSAGES.empty}</p>
      </section>
    );
  }

  const total = toPersianDigits(count);
  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.header}>
        <ColumnHeading id={headingId}>{FACULTY_MESSAGES.listTitle}</ColumnHeading>
        {count > 1 && (
          <IconBtn
            size="small"
            aria-controls={slidesId}
            aria-label={playing ? RIGHT_COLUMN_TEXT.pause : RIGHT_COLUMN_TEXT.play}
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? <PauseIcon fontSize="small" /> : <PlayArrowIcon fontSize="small" />}
          </IconBtn>
        )}
      </div>
      {/* announced politely only when it is not rotating by itself */}
      <div id={slidesId} aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
        {slides.map((member, i) => {
          const active = i === current;
          const name = member.full_name;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a carousel's slide is a group (WAI-ARIA), not a form's fieldset
            <div
              key={member.id}
              role="group"
              aria-roledescription="slide"
              aria-label={RIGHT_COLUMN_TEXT.slideOf(toPersianDigits(i + 1), total)}
              hidden={!active}
              className={cx(styles.slide, reducedMotion && styles.still)}
            >
              <RoundImage
                src={member.avatar}
                alt={RIGHT_COLUMN_TEXT.avatarOf(name)}
                fallback="avatar"
                size={88}
                // lazy even as the default picture: the column the server keeps has no image to preload
                loading="lazy"
              />
              <TextLink to={`/facuality/${member.id}`} className={styles.name}>
                {name}
              </TextLink>
              <p className={styles.abstract}>{member.abstract.trim() || FACULTY_MESSAGES.noAbstract}</p>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {/* right to left: "previous" points right */}
          <IconBtn
            size="small"
            aria-controls={slidesId}
            aria-label={RIGHT_COLUMN_TEXT.previous}
            onClick={() => setIndex((i) => previousSlide(i, count))}
          >
            <ChevronRightIcon />
          </IconBtn>
          {slides.map((member, i) => (
            <button
              key={member.id}
              type="button"
              aria-controls={slidesId}
              aria-label={RIGHT_COLUMN_TEXT.goToSlide(toPersianDigits(i + 1))}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
              className={styles.dot}
            />
          ))}
          <IconBtn
            size="small"
            aria-controls={slidesId}
            aria-label={RIGHT_COLUMN_TEXT.next}
            onClick={() => setIndex((i) => nextSlide(i, count))}
          >
            <ChevronLeftIcon />
          </IconBtn>
        </div>
      )}
      <MoreLink to="/facuality-list">{RIGHT_COLUMN_TEXT.allFaculty}</MoreLink>
    </section>
  );
}
