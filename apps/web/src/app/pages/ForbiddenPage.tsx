import { BANNER_MESSAGES } from '@rasti/contract/messages';
import { PageHeading } from '../../components/PageHeading';
import { PlainButton } from '../../components/PlainButton';
import styles from './pages.module.css';

/** A signed-in user without the role sees this instead of the screen. */
export function ForbiddenPage() {
  return (
    <div className={styles.centred}>
      <PageHeading title={BANNER_MESSAGES.forbidden} />
      <PlainButton to="/" variant="contained">
        بازگشت به صفحه اصلی
      </PlainButton>
    </div>
  );
}
