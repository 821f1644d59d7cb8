import { FACULTY_MESSAGES } from '@rasti/contract/faculty-messages';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FacultyMember } from '@rasti/contract/faculty';
import { LIMITS } from '@rasti/contract/limits';
import { toPersianDigits } from '@rasti/contract/persian';
import { useEffect, useId, useState } from 'react';
import { AppImage } from '../../../components/AppImage';
import { IconBtn } from '../../../components/IconBtn';
import { lineClamp } from '../../../components/line-clamp';
import { TextLink } from '../../../components/TextLink';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { RIGHT_COLUMN_TEXT } from '../messages';
import { MoreLink } from './MoreLink';

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
      <Box component="section" aria-labelledby={headingId}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {FACULTY_MESSAGES.listTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {FACULTY_MESSAGES.empty}
        </Typography>
      </Box>
    );
  }

  const total = toPersianDigits(count);
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem' }}>
          {FACULTY_MESSAGES.listTitle}
        </Typography>
        {count > 1 && (
          <IconBtn
            size="small"
            aria-controls={slidesId}
            aria-label={playing ? RIGHT_COLUMN_TEXT.pause : RIGHT_COLUMN_TEXT.play}
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? <Pause fontSize="small" /> : <PlayArrow fontSize="small" />}
          </IconBtn>
        )}
      </Box>
      {/* announced politely only when it is not rotating by itself */}
      <Box id={slidesId} aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
        {slides.map((member, i) => {
          const active = i === current;
          const name = member.full_name;
          return (
            <Box
              key={member.id}
              role="group"
              aria-roledescription="slide"
              aria-label={RIGHT_COLUMN_TEXT.slideOf(toPersianDigits(i + 1), total)}
              hidden={!active}
              sx={{
                display: active ? 'flex' : 'none',
                flexDirection: 'column',
                alignItems: 'center',
                textAlign: 'center',
                gap: 1,
                p: 2,
                minHeight: 230,
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                '@keyframes facultySlideIn': { from: { opacity: 0 }, to: { opacity: 1 } },
                animation: reducedMotion ? 'none' : 'facultySlideIn 400ms ease-out',
              }}
            >
              <AppImage
                src={member.avatar}
                alt={RIGHT_COLUMN_TEXT.avatarOf(name)}
                fallback="avatar"
                width={88}
                height={88}
                style={{ borderRadius: '50%', objectFit: 'cover' }}
              />
              <TextLink
                to={`/facuality/${member.id}`}
                sx={{ color: 'text.primary', fontWeight: 700, fontSize: '1rem' }}
              >
                {name}
              </TextLink>
              <Typography variant="body2" color="text.secondary" sx={{ ...lineClamp(3), lineHeight: 1.8 }}>
                {member.abstract.trim() || FACULTY_MESSAGES.noAbstract}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {count > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 1 }}>
          {/* right to left: "previous" points right */}
          <IconBtn
            size="small"
            aria-controls={slidesId}
            aria-label={RIGHT_COLUMN_TEXT.previous}
            onClick={() => setIndex((i) => previousSlide(i, count))}
          >
            <ChevronRight />
          </IconBtn>
          {slides.map((member, i) => (
            <Box
              key={member.id}
              component="button"
              type="button"
              aria-controls={slidesId}
              aria-label={RIGHT_COLUMN_TEXT.goToSlide(toPersianDigits(i + 1))}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
              sx={{
                width: 24,
                height: 24,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                borderRadius: '50%',
                '&::after': {
                  content: '""',
                  width: i === current ? 12 : 8,
                  height: i === current ? 12 : 8,
                  borderRadius: '50%',
                  bgcolor: i === current ? 'primary.main' : 'grey.600',
                },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            />
          ))}
          <IconBtn
            size="small"
            aria-controls={slidesId}
            aria-label={RIGHT_COLUMN_TEXT.next}
            onClick={() => setIndex((i) => nextSlide(i, count))}
          >
            <ChevronLeft />
          </IconBtn>
        </Box>
      )}
      <MoreLink to="/facuality-list">{RIGHT_COLUMN_TEXT.allFaculty}</MoreLink>
    </Box>
  );
}
