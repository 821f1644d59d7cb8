import type { OutletSource, PublicOutletDetail } from '@rasti/contract';
import { ORIGIN_LABELS, type Origin } from '@rasti/contract/enums';
import { toPersianDigits } from '@rasti/contract/persian';
import type { ReactNode } from 'react';
import { AppImage } from '../../../components/AppImage';
import { PageHeading } from '../../../components/PageHeading';
import { SsrText } from '../../../components/SsrText';
import Pagination, { pageCountFor } from '../../../components/Pagination';
import { TextLink } from '../../../components/TextLink';
import { formatJalaliDate } from '../../../lib/jalali';
import { ColorChip } from '../../subjects/index';
import { OUTLET_SOURCES_PAGE_SIZE } from '../api/list-outlets';
import { outletHref } from '../links';
import { OUTLETS_TEXT } from '../messages';
import styles from './OutletDetail.module.css';
import OutletLink from './OutletLink';
import { OutletMonthsChart, OutletRank, ScoreFormula } from './OutletRecord';

// A public page (its own /media/{id}, and the directory's ?outlet=): plain elements with a static
// stylesheet (ADR 22), no MUI component, so its render and its HTML stay small (ADR 34's addendum).

/** A signed number with Persian digits; the minus sign kept on the number's left in RTL text. */
const signed = (n: number) => <bdi dir="ltr">{n < 0 ? `−${toPersianDigits(-n)}` : toPersianDigits(n)}</bdi>;

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.stat}>
      <p className={styles.statLabel}>{label}</p>
      <p className={styles.statValue}>{value}</p>
    </div>
  );
}

/**
 * The outlet's row of the agency table, turned on its side so it fits a phone: its news count and total,
 * then how many of its news carry each evaluation and what each evaluation weighs.
 */
function ScoreRow({ outlet }: { outlet: PublicOutletDetail }) {
  return (
    <section aria-labelledby="outlet-scores" className={styles.scores}>
      <h2 id="outlet-scores" className={styles.heading}>
        {OUTLETS_TEXT.scoresTitle}
      </h2>
      <p className={styles.note}>{OUTLETS_TEXT.scoresNote}</p>
      <div className={styles.stats}>
        <Stat label={OUTLETS_TEXT.newsCount} value={toPersianDigits(outlet.rumor_count)} />
        <Stat label={OUTLETS_TEXT.total} value={signed(outlet.total)} />
      </div>
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <caption className={styles.caption}>{OUTLETS_TEXT.scoresCaption(outlet.name)}</caption>
          <thead>
            <tr>
              <th scope="col">{OUTLETS_TEXT.evaluation}</th>
              <th scope="col" className={styles.number}>
                {OUTLETS_TEXT.newsCount}
              </th>
              <th scope="col" className={styles.number}>
                {OUTLETS_TEXT.weight}
              </th>
            </tr>
          </thead>
          <tbody>
            {outlet.scores.map((s) => (
              <tr key={s.id}>
                <th scope="row">
                  <span className={styles.dot} style={{ background: s.color }} aria-hidden="true" />
                  {s.title}
                </th>
                <td className={styles.number}>{toPersianDigits(s.count)}</td>
                <td className={styles.number}>{signed(s.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ScoreFormula outlet={outlet} />
      <TextLink to="/#scores" className={styles.compare}>
        {OUTLETS_TEXT.compareScores}
      </TextLink>
    </section>
  );
}

function SourceCard({ source }: { source: OutletSource }) {
  const href = outletHref(source.link);
  const date = source.date_published_rumor === null ? '' : formatJalaliDate(source.date_published_rumor);
  return (
    <article className={styles.card}>
      <div className={styles.cardTop}>
        {source.reviews_title ? (
          <ColorChip size="small" label={source.reviews_title} background={source.reviews_color} />
        ) : (
          <ColorChip size="small" variant="outlined" label={OUTLETS_TEXT.noEvaluation} background={null} />
        )}
        {date ? <span className={styles.date}>{date}</span> : null}
      </div>
      {/* its texts are the page's: its data block leaves them out (SsrText, ADR 23) */}
      <SsrText as="h3" className={styles.title} text={source.title} />
      {source.summary ? <SsrText as="p" className={styles.summary} text={source.summary} /> : null}
      <div className={styles.links}>
        <span>
          {OUTLETS_TEXT.subjectLink}{' '}
          <TextLink to={`/news-subject-page/${source.news_subject}`}>
            <SsrText text={source.subject_title} />
          </TextLink>
        </span>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" className={styles.external}>
            {OUTLETS_TEXT.sourceLink}
            <span className={styles.newTab}> {OUTLETS_TEXT.opensInNewTab}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}

interface OutletDetailProps {
  outlet: PublicOutletDetail;
  page: number;
  onPage: (page: number) => void;
  backHref: string;
}

/** One outlet of the public directory: who it is, its scores and the news of it that were checked. */
export default function OutletDetail({ outlet, page, onPage, backHref }: OutletDetailProps) {
  const pageCount = pageCountFor(outlet.sources_total, OUTLET_SOURCES_PAGE_SIZE);
  return (
    <>
      <TextLink to={backHref} className={styles.back}>
        {OUTLETS_TEXT.backToList}
      </TextLink>
      <div className={styles.who}>
        <div className={styles.logo}>
          <AppImage src={outlet.logo} alt="" fallback="logo" loading="eager" className={styles.logoImage} />
        </div>
        <div className={styles.names}>
          <PageHeading title={outlet.name} />
          <p className={styles.origin}>
            <bdi dir="ltr">{outlet.english_name}</bdi>
            {' · '}
            {ORIGIN_LABELS[outlet.origin as Origin] ?? ''}
          </p>
          <p className={styles.site}>
            <OutletLink link={outlet.link} />
          </p>
        </div>
      </div>

      <ScoreRow outlet={outlet} />
      <OutletRank outlet={outlet} />
      <OutletMonthsChart outlet={outlet} />

      <section aria-labelledby="outlet-sources">
        <h2 id="outlet-sources" className={styles.sourcesHeading}>
          {OUTLETS_TEXT.sourcesTitle}
        </h2>
        {outlet.sources.length === 0 ? (
          <p className={styles.empty}>{OUTLETS_TEXT.sourcesEmpty}</p>
        ) : (
          <div className={styles.cards}>
            {outlet.sources.map((source) => (
              <SourceCard key={source.id} source={source} />
            ))}
          </div>
        )}
        <Pagination
          page={Math.min(page, pageCount)}
          count={pageCount}
          onChange={onPage}
          label={OUTLETS_TEXT.sourcesPagination}
        />
      </section>
    </>
  );
}
