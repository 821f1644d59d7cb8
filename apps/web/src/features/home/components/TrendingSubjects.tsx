import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SubjectListItem } from '@rasti/contract/catalogue';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { AppImage } from '../../../components/AppImage';
import { lineClamp } from '../../../components/line-clamp';
import { subjectPath } from '../../../components/ReviewCardParts';
import { RIGHT_COLUMN_TEXT, TRENDING_TABS, type TrendingKey } from '../messages';
import { MoreLink } from './MoreLink';

type TrendingSubjectsProps = {
  /** The top 5 published subjects under each sort. */
  trending: Record<TrendingKey, SubjectListItem[]>;
};

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
      <Tabs
        value={tab}
        onChange={(_event, value: TrendingKey) => setTab(value)}
        variant="fullWidth"
        aria-label={RIGHT_COLUMN_TEXT.trendingTabs}
        sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider' }}
      >
        {TRENDING_TABS.map(({ key, label }) => (
          <Tab
            key={key}
            value={key}
            label={label}
            id={tabId(key)}
            aria-controls={panelId}
            sx={{ minWidth: 0, minHeight: 40, px: 0.5, fontSize: '0.8rem', lineHeight: 1.4 }}
          />
        ))}
      </Tabs>
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
                <Link
                  component={RouterLink}
                  to={subjectPath(subject.id)}
                  color="text.primary"
                  sx={{ fontSize: '0.9rem', fontWeight: 500, lineHeight: 1.7, ...lineClamp(2) }}
                >
                  {subject.title}
                </Link>
              </Box>
            ))}
          </Box>
        )}
        <MoreLink to="/news-subjects">{RIGHT_COLUMN_TEXT.allSubjects}</MoreLink>
      </Box>
    </Box>
  );
}
