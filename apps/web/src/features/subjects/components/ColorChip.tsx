import Chip, { type ChipProps } from '@mui/material/Chip';
import { textColorForBackground } from '../../../lib/color';

const FALLBACK_BACKGROUND = '#e0e6ed';

export type ColorChipProps = Omit<ChipProps, 'color'> & {
  /** The background as a '#rgb' or '#rrggbb' code; a grey when missing or unreadable. */
  background: string | null | undefined;
};

/** The chip's colours: the given background with black or white text by its brightness (threshold 0.5). */
export function chipColors(background: string | null | undefined): { bgcolor: string; color: string } {
  const bg = background && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(background.trim()) ? background.trim() : null;
  const bgcolor = bg ?? FALLBACK_BACKGROUND;
  return { bgcolor, color: textColorForBackground(bgcolor) };
}

/**
 * A category badge or an evaluation tag: a chip in the record's own colour whose text stays readable
 * (black on light backgrounds, white on dark ones).
 */
export function ColorChip({ background, sx, ...rest }: ColorChipProps) {
  const { bgcolor, color } = chipColors(background);
  return (
    <Chip
      {...rest}
      sx={[
        {
          bgcolor,
          color,
          fontWeight: 500,
          maxWidth: '100%',
          '& .MuiChip-icon, & .MuiChip-deleteIcon': { color },
          '&.MuiChip-clickable:hover, &.MuiChip-clickable:focus-visible': {
            bgcolor,
            filter: 'brightness(0.92)',
          },
          '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
