import type { Media } from '@rasti/contract';
import { ORIGIN_LABELS, type Origin } from '@rasti/contract/enums';
import { toPersianDigits } from '@rasti/contract/persian';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { AppImage } from '../../../components/AppImage';
import { visuallyHidden } from '../../../components/visually-hidden';
import { MEDIA_TEXT } from '../messages';
import OutletLink from './OutletLink';

/** Columns that give way on phones, where the name, type and count matter most. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The public directory's table: logo, Persian and Latin names, link, media type, news count. */
export default function OutletsTable({
  outlets,
  hrefOf,
}: {
  outlets: readonly Media[];
  hrefOf: (id: number) => string;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <Box component="caption" sx={visuallyHidden}>
          {MEDIA_TEXT.tableCaption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell>{MEDIA_TEXT.logo}</TableCell>
            <TableCell>{MEDIA_TEXT.name}</TableCell>
            <TableCell sx={wide}>{MEDIA_TEXT.latinName}</TableCell>
            <TableCell sx={wide}>{MEDIA_TEXT.link}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{MEDIA_TEXT.mediaType}</TableCell>
            <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
              {MEDIA_TEXT.newsCount}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {outlets.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {MEDIA_TEXT.empty}
              </TableCell>
            </TableRow>
          ) : (
            outlets.map((outlet) => (
              <TableRow key={outlet.id} hover>
                <TableCell sx={{ width: 56 }}>
                  <AppImage
                    src={outlet.logo}
                    alt=""
                    fallback="logo"
                    width={36}
                    height={36}
                    style={{ objectFit: 'contain', display: 'block' }}
                  />
                </TableCell>
                <TableCell component="th" scope="row" sx={{ minWidth: 130 }}>
                  <Link
                    component={RouterLink}
                    to={hrefOf(outlet.id)}
                    sx={{ fontWeight: 500 }}
                    aria-label={MEDIA_TEXT.sourcesAndScores(outlet.name)}
                  >
                    {outlet.name}
                  </Link>
                </TableCell>
                <TableCell sx={wide}>
                  <bdi dir="ltr">{outlet.english_name}</bdi>
                </TableCell>
                <TableCell sx={{ ...wide, maxWidth: 180 }}>
                  <OutletLink link={outlet.link} maxWidth={130} />
                </TableCell>
                <TableCell>{ORIGIN_LABELS[outlet.origin as Origin] ?? ''}</TableCell>
                <TableCell align="center">{toPersianDigits(outlet.rumor_count)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
