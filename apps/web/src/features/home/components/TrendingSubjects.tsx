import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { AppImage } from '../../../components/AppImage';
import { buttonReset } from '../../../components/IconBtn';
import { lineClamp } from '../../../components/line-clamp';
import { subjectPath } from '../../../components/ReviewCardParts';
import { TextLink } from '../../../components/TextLink';
import type { ColumnSubject } from '../api/home-api';
import { RIGHT_COLUMN_TEXT, TRENDING_TABS, type TrendingKey } from '../messages';
import { MoreLink } from './MoreLink';

type TrendingSubjectsProps = {
  /** The top 5 published subjects under each sort. */
  trending: Record<TrendingKey, ColumnSubject[]>;
};

type TrendingTabsProps = {
  value: TrendingKey;
  onChange: (key: TrendingKey) => void;
  tabId: (key: TrendingKey) => string;
  panelId: string;
};

/**
 * The four sort tabs, drawn as MUI's full-width Tabs (equal tabs, a 2px primary line sliding under the
 * chosen one) without the Tabs code. A WAI-ARIA tablist: only one tab is in the Tab order; the arrow
 * keys (mirrored right to left), Home and End move the focus, Enter or Space choose.
 */
function TrendingTabs({ value, onChange, tabId, panelId }: TrendingTabsProps) {
  const rtl = useTheme().direction === 'rtl';
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // the tab that takes the focus on Tab: the chosen one, or the last one the arrows reached
  const [focusKey, setFocusKey] = useState<TrendingKey | null>(null);
  const count = TRENDING_TABS.length;
  const selected = TRENDING_TABS.findIndex((tab) => tab.key === value);
  const rovingKey = focusKey ?? value;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.shiftKey || event.ctrlKey || event.metaKey) return;
    const from = tabs.current.indexOf(event.target as HTMLButtonElement);
    if (from < 0) return;
    const next = rtl ? 'ArrowLeft' : 'ArrowRight';
    const previous = rtl ? 'ArrowRight' : 'ArrowLeft';
    let to: number;
    if (event.key === next) to = (from + 1) % count;
    else if (event.key === previous) to = (from - 1 + count) % count;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = count - 1;
    else return;
    event.preventDefault();
    tabs.current[to]?.focus();
  };

  return (
    <Box
      sx={{
        overflow: 'hidden',
        minHeight: 40,
        display: 'flex',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        sx={{
          position: 'relative',
          display: 'inline-block',
          flex: '1 1 auto',
          whiteSpace: 'nowrap',
          overflowX: 'hidden',
          width: '100%',
        }}
      >
        <Box
          role="tablist"
          aria-label={RIGHT_COLUMN_TEXT.trendingTabs}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusKey(null);
          }}
          sx={{ display: 'flex' }}
        >
          {TRENDING_TABS.map(({ key, label }, i) => (
            <Box
              component="button"
              type="button"
              role="tab"
              key={key}
              ref={(node: HTMLButtonElement | null) => {
                tabs.current[i] = node;
              }}
              id={tabId(key)}
              aria-controls={panelId}
              aria-selected={key === value}
              tabIndex={key === rovingKey ? 0 : -1}
              onFocus={() => setFocusKey(key)}
              onClick={() => onChange(key)}
              sx={(theme) => ({
                ...buttonReset,
                // MUI's full-width Tab, as the sx of the old one set it
                ...theme.typography.button,
                flex: '1 1 0',
                maxWidth: 'none',
                minWidth: 0,
                minHeight: 40,
                p: '12px 4px',
                overflow: 'hidden',
                whiteSpace: 'normal',
                textAlign: 'center',
                flexDirection: 'row',
                fontSize: '0.8rem',
                lineHeight: 1.4,
                color: key === value ? 'primary.main' : 'text.secondary',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
              })}
            >
              {label}
            </Box>
          ))}
        </Box>
        <Box
          component="span"
          aria-hidden="true"
          sx={(theme) => ({
            position: 'absolute',
            height: 2,
            bottom: 0,
            width: `${100 / count}%`,
            insetInlineStart: `${(100 * selected) / count}%`,
            bgcolor: 'primary.main',
            transition: theme.transitions.create('all'),
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          })}
        />
      </Box>
    </Box>
  );
}

/** The right column's top 5 trending subjects, with the four sort tabs. */
export function TrendingSubjects({ trending }: TrendingSubjectsProps) {
  const [tab, setTab] = useState<TrendingKey>('priority');
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const tabId = (key: TrendingKey) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;
  const subjects = trending[tab] ?? [];

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {RIGHT_COLUMN_TEXT.trendingTitle}
      </Typography>
      <TrendingTabs value={tab} onChange={setTab} tabId={tabId} panelId={panelId} />
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} sx={{ pt: 1 }}>
        {subjects.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {RIGHT_COLUMN_TEXT.trendingEmpty}
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {subjects.map((subject) => (
              <Box
                component="li"
                key={subject.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  py: 1,
                  '& + li': { borderTop: 1, borderColor: 'divider' },
                }}
              >
                <AppImage
                  src={subject.main_images_small ?? subject.main_images}
                  alt=""
                  width={64}
                  height={44}
                  style={{ objectFit: 'cover', borderRadius: 6, flexShrink: 0, background: '#eef1f5' }}
                />
                <TextLink
                  to={subjectPath(subject.id)}
                  sx={{
                    color: 'text.primary',
                    fontSize: '0.9rem',
                    fontWeight: 500,
                    lineHeight: 1.7,
                    ...lineClamp(2),
                  }}
                >
                  {subject.title}
                </TextLink>
              </Box>
            ))}
          </Box>
        )}
        <MoreLink to="/news-subjects">{RIGHT_COLUMN_TEXT.allSubjects}</MoreLink>
      </Box>
    </Box>
  );
}
