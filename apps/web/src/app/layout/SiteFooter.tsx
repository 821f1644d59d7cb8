import { TextAnchor, TextLink } from '../../components/TextLink';
import styles from './SiteFooter.module.css';

// its own few words: the trust pages' long texts stay in their own chunks, out of every page's first load
export const FOOTER_TEXT = {
  label: 'پیوندهای پایانی',
  methodology: 'روش‌شناسی',
  about: 'درباره‌ی ما',
  corrections: 'اصلاحیه‌ها',
  archive: 'بایگانی',
  rss: 'خوراک RSS',
  offline: 'نسخه‌ی آفلاین (یک پرونده)',
  note: 'راستی: بررسی اخبار و شایعات',
} as const;

const LINKS = [
  { to: '/methodology', label: FOOTER_TEXT.methodology },
  { to: '/about', label: FOOTER_TEXT.about },
  { to: '/corrections', label: FOOTER_TEXT.corrections },
  { to: '/archive', label: FOOTER_TEXT.archive },
] as const;

/**
 * Every page's footer: methodology, about, corrections, the archive, the RSS feed and the offline edition. Plain elements, no
 * component library code; it comes after the page, so nothing above it moves when it is drawn.
 */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <nav aria-label={FOOTER_TEXT.label} className={styles.links}>
        {LINKS.map((link) => (
          <TextLink key={link.to} to={link.to} className={styles.link}>
            {link.label}
          </TextLink>
        ))}
        {/* a file of the server, not a page of the app: a plain link */}
        <TextAnchor href="/rss.xml" className={styles.link}>
          {FOOTER_TEXT.rss}
        </TextAnchor>
        {/* the offline edition: one signed file to keep, forward and read without the internet */}
        <TextAnchor href="/offline/rasti-latest.html" download className={styles.link}>
          {FOOTER_TEXT.offline}
        </TextAnchor>
        <span className={styles.note}>{FOOTER_TEXT.note}</span>
      </nav>
    </footer>
  );
}
