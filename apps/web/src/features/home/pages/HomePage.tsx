import Typography from '@mui/material/Typography';
import { APP_NAME, PageHeading } from '../../../components/PageHeading';

/** The home page; its scores table and latest reviews arrive with the home feature. */
export default function HomePage() {
  return (
    <>
      <PageHeading title={APP_NAME} />
      <Typography sx={{ color: 'text.secondary', mt: -2 }}>بررسی اخبار و ردیابی شایعات</Typography>
    </>
  );
}
