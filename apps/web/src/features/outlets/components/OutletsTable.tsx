import type { Outlet } from '@rasti/contract';
import { ORIGIN_LABELS, type Origin } from '@rasti/contract/enums';
import { toPersianDigits } from '@rasti/contract/persian';
import Link from '@mui/material/Link';
import { AppLink } from '../../../components/AppLink';
import { AppImage } from '../../../components/AppImage';
import { AdminTable } from '../../../components/admin';
import { OUTLETS_TEXT } from '../messages';
import OutletLink from './OutletLink';

/** Columns that give way on phones, where the name, type and count matter most. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The public directory's table: logo, Persian and Latin names, link, media type, news count. */
export default function OutletsTable({
  outlets,
  hrefOf,
}: {
  outlets: readonly Outlet[];
  hrefOf: (id: number) => string;
}) {
  return (
    <AdminTable
      rows={outlets}
      text={OUTLETS_TEXT}
      variant="outlined"
      columns={[
        {
          header: OUTLETS_TEXT.logo,
          sx: { width: 56 },
          cell: (outlet) => (
            <AppImage
              src={outlet.logo}
              alt=""
              fallback="logo"
              width={36}
              height={36}
              style={{ objectFit: 'contain', display: 'block' }}
            />
          ),
        },
        {
          header: OUTLETS_TEXT.name,
          rowHeader: true,
          sx: { minWidth: 130 },
          cell: (outlet) => (
            <Link
              component={AppLink}
              to={hrefOf(outlet.id)}
              sx={{ fontWeight: 500 }}
              aria-label={OUTLETS_TEXT.sourcesAndScores(outlet.name)}
            >
              {outlet.name}
            </Link>
          ),
        },
        {
          header: OUTLETS_TEXT.latinName,
          headerSx: wide,
          sx: wide,
          cell: (outlet) => <bdi dir="ltr">{outlet.english_name}</bdi>,
        },
        {
          header: OUTLETS_TEXT.link,
          headerSx: wide,
          sx: { ...wide, maxWidth: 180 },
          cell: (outlet) => <OutletLink link={outlet.link} maxWidth={130} />,
        },
        {
          header: OUTLETS_TEXT.mediaType,
          headerSx: { whiteSpace: 'nowrap' },
          cell: (outlet) => ORIGIN_LABELS[outlet.origin as Origin] ?? '',
        },
        {
          header: OUTLETS_TEXT.newsCount,
          align: 'center',
          headerSx: { whiteSpace: 'nowrap' },
          cell: (outlet) => toPersianDigits(outlet.rumor_count),
        },
      ]}
    />
  );
}
