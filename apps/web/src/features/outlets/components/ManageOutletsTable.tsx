import { type Outlet, ORIGIN_LABELS, type Origin } from '@rasti/contract';
import { toPersianDigits } from '@rasti/contract/persian';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AppImage } from '../../../components/AppImage';
import { AdminTable, RowAction, RowActionSpace, RowEditAction } from '../../../components/admin';
import { CardFooter } from '../../../components/RowCards';
import { OUTLETS_TEXT } from '../messages';
import OutletLink from './OutletLink';

interface ManageOutletsTableProps {
  outlets: readonly Outlet[];
  onEdit: (outlet: Outlet) => void;
  onDelete: (outlet: Outlet) => void;
}

export const originLabel = (origin: number): string => ORIGIN_LABELS[origin as Origin] ?? '';

function Logo({ outlet }: { outlet: Outlet }) {
  return (
    <AppImage
      src={outlet.logo}
      alt={OUTLETS_TEXT.logoOf(outlet.name)}
      fallback="logo"
      width={40}
      height={40}
      style={{ objectFit: 'contain', display: 'block' }}
    />
  );
}

function Actions({
  outlet,
  onEdit,
  onDelete,
}: Omit<ManageOutletsTableProps, 'outlets'> & { outlet: Outlet }) {
  return (
    <>
      <RowEditAction text={OUTLETS_TEXT} name={outlet.name} onClick={() => onEdit(outlet)} />
      {outlet.rumor_count === 0 ? (
        <RowAction
          hint={OUTLETS_TEXT.removeShort}
          label={OUTLETS_TEXT.remove(outlet.name)}
          icon={<DeleteOutlinedIcon />}
          color="error"
          onClick={() => onDelete(outlet)}
        />
      ) : (
        <RowActionSpace />
      )}
    </>
  );
}

/** The manage-media table: delete is offered only for an outlet without sources (spec section 2); on a phone, cards. */
export default function ManageOutletsTable({ outlets, ...row }: ManageOutletsTableProps) {
  return (
    <AdminTable
      rows={outlets}
      text={OUTLETS_TEXT}
      minWidth={760}
      columns={[
        { header: OUTLETS_TEXT.logo, sx: { width: 64 }, cell: (outlet) => <Logo outlet={outlet} /> },
        { header: OUTLETS_TEXT.name, rowHeader: true, cell: (outlet) => outlet.name },
        { header: OUTLETS_TEXT.englishName, cell: (outlet) => <bdi dir="ltr">{outlet.english_name}</bdi> },
        {
          header: OUTLETS_TEXT.link,
          sx: { maxWidth: 220 },
          cell: (outlet) => <OutletLink link={outlet.link} maxWidth={160} />,
        },
        { header: OUTLETS_TEXT.category, cell: (outlet) => originLabel(outlet.origin) },
        {
          header: OUTLETS_TEXT.rumorCount,
          align: 'center',
          cell: (outlet) => toPersianDigits(outlet.rumor_count),
        },
      ]}
      actions={{ header: OUTLETS_TEXT.actions, cell: (outlet) => <Actions outlet={outlet} {...row} /> }}
      card={(outlet) => (
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
              {OUTLETS_TEXT.rumorCount}: {toPersianDigits(outlet.rumor_count)}
            </Typography>
          </CardFooter>
        </>
      )}
    />
  );
}
