import { type Media, ORIGIN_LABELS, type Origin } from '@rasti/contract';
import { toPersianDigits } from '@rasti/contract/persian';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { AppImage } from '../../../components/AppImage';
import { CardFooter, RowCards, useRowCards } from '../../../components/RowCards';
import { visuallyHidden } from '../../../components/visually-hidden';
import { MEDIA_TEXT } from '../messages';
import OutletLink from './OutletLink';

interface MediaTableProps {
  outlets: readonly Media[];
  onEdit: (outlet: Media) => void;
  onDelete: (outlet: Media) => void;
}

export const originLabel = (origin: number): string => ORIGIN_LABELS[origin as Origin] ?? '';

function Logo({ outlet }: { outlet: Media }) {
  return (
    <AppImage
      src={outlet.logo}
      alt={MEDIA_TEXT.logoOf(outlet.name)}
      fallback="logo"
      width={40}
      height={40}
      style={{ objectFit: 'contain', display: 'block' }}
    />
  );
}

function Actions({ outlet, onEdit, onDelete }: Omit<MediaTableProps, 'outlets'> & { outlet: Media }) {
  return (
    <>
      <Tooltip describeChild title={MEDIA_TEXT.editShort}>
        <IconButton aria-label={MEDIA_TEXT.edit(outlet.name)} onClick={() => onEdit(outlet)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      {outlet.rumor_count === 0 ? (
        <Tooltip describeChild title={MEDIA_TEXT.removeShort}>
          <IconButton
            aria-label={MEDIA_TEXT.remove(outlet.name)}
            color="error"
            onClick={() => onDelete(outlet)}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Tooltip>
      ) : (
        // keeps the edit buttons in one column whether or not delete is offered
        <Box component="span" aria-hidden="true" sx={{ display: 'inline-block', width: 40 }} />
      )}
    </>
  );
}

/** The manage-media table: delete is offered only for an outlet without sources (spec section 2); on a phone, cards. */
export default function MediaTable({ outlets, ...row }: MediaTableProps) {
  const cards = useRowCards();
  if (cards) {
    return (
      <RowCards rows={outlets} label={MEDIA_TEXT.tableCaption} empty={MEDIA_TEXT.empty} rowKey={(o) => o.id}>
        {(outlet) => (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Logo outlet={outlet} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
                  {outlet.name}
                </Typography>
                <Typography variant="body2" component="p" color="text.secondary">
                  <bdi dir="ltr">{outlet.english_name}</bdi>
                </Typography>
              </Box>
            </Box>
            <Box sx={{ mt: 1 }}>
              <OutletLink link={outlet.link} maxWidth={260} />
            </Box>
            <CardFooter actions={<Actions outlet={outlet} {...row} />}>
              <Typography variant="body2" component="span">
                {originLabel(outlet.origin)}
              </Typography>
              <Typography variant="body2" component="span" color="text.secondary">
                {MEDIA_TEXT.rumorCount}: {toPersianDigits(outlet.rumor_count)}
              </Typography>
            </CardFooter>
          </>
        )}
      </RowCards>
    );
  }
  return (
    <TableContainer component={Paper} sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ minWidth: 760 }}>
        <Box component="caption" sx={visuallyHidden}>
          {MEDIA_TEXT.tableCaption}
        </Box>
        <TableHead>
          <TableRow>
            <TableCell>{MEDIA_TEXT.logo}</TableCell>
            <TableCell>{MEDIA_TEXT.name}</TableCell>
            <TableCell>{MEDIA_TEXT.englishName}</TableCell>
            <TableCell>{MEDIA_TEXT.link}</TableCell>
            <TableCell>{MEDIA_TEXT.category}</TableCell>
            <TableCell align="center">{MEDIA_TEXT.rumorCount}</TableCell>
            <TableCell align="center">{MEDIA_TEXT.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {outlets.length === 0 ? (
            <TableRow>
              <TableCell colSpan={7} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {MEDIA_TEXT.empty}
              </TableCell>
            </TableRow>
          ) : (
            outlets.map((outlet) => (
              <TableRow key={outlet.id} hover>
                <TableCell sx={{ width: 64 }}>
                  <Logo outlet={outlet} />
                </TableCell>
                <TableCell component="th" scope="row">
                  {outlet.name}
                </TableCell>
                <TableCell>
                  <bdi dir="ltr">{outlet.english_name}</bdi>
                </TableCell>
                <TableCell sx={{ maxWidth: 220 }}>
                  <OutletLink link={outlet.link} maxWidth={160} />
                </TableCell>
                <TableCell>{originLabel(outlet.origin)}</TableCell>
                <TableCell align="center">{toPersianDigits(outlet.rumor_count)}</TableCell>
                <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <Actions outlet={outlet} {...row} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
