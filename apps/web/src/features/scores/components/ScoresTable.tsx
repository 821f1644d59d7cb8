import { SCORE_HIDDEN_ON_MOBILE_FROM, SCORE_KEYS } from '@rasti/contract/scores-messages';
import type { ScoreType } from '@rasti/contract/evaluations';
import { LIMITS } from '@rasti/contract/limits';
import { toPersianDigits } from '@rasti/contract/persian';
import type { ScoreRow } from '@rasti/contract/scores';
import { type ReactNode, useState } from 'react';
import { RoundImage } from '../../../components/AppImage';
import { PlainButton } from '../../../components/PlainButton';
import { TextLink } from '../../../components/TextLink';
import { cx } from '../../../styles/cx';
import { SCORES_TEXT } from '../messages';
import styles from './ScoresTable.module.css';

export const SCORES_TABLE_ID = 'scores';

type ScoresTableProps = {
  scoreTypes: ScoreType[];
  rows: ScoreRow[];
};

/**
 * Phones (below MUI's `sm`, 600px) show only the score types scored under 5 (spec, Home). Hidden by CSS,
 * not left out: the server's page and the browser's are the same table, so nothing moves on takeover.
 */
const hiddenOnPhone = (type: ScoreType) => type.score >= SCORE_HIDDEN_ON_MOBILE_FROM && styles.phoneHidden;

type CellProps = {
  /** A `th` (column or row header) rather than a `td`. */
  header?: boolean;
  /** In the table's head row. */
  inHead?: boolean;
  scope?: 'col' | 'row';
  className?: string;
  children: ReactNode;
};

// Plain table elements drawn as MUI's small Table draws them, without the table components' code.
function Cell({ header, inHead, className, ...rest }: CellProps) {
  const Tag = header ? 'th' : 'td';
  return <Tag className={cx(styles.cell, inHead && styles.inHead, className)} {...rest} />;
}

/**
 * The agency table: outlet with logo, news count, one column per score type, total. The top 5 rows
 * first; a toggle shows all of them or fewer again. The server sends only outlets with news.
 */
export function ScoresTable({ scoreTypes, rows }: ScoresTableProps) {
  const [expanded, setExpanded] = useState(false);
  const canToggle = rows.length > LIMITS.homeTableRows;
  const shown = expanded ? rows : rows.slice(0, LIMITS.homeTableRows);

  if (rows.length === 0) {
    return <p className={styles.empty}>{SCORES_TEXT.scoresEmpty}</p>;
  }

  return (
    <>
      {/* a named section is a region; keyboard users can scroll the table sideways on a phone (it holds
          nothing else focusable) */}
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to be scrolled
        tabIndex={0}
        aria-label={SCORES_TEXT.scoresCaption}
        className={styles.region}
      >
        <table id={SCORES_TABLE_ID} className={styles.table}>
          <caption className={styles.caption}>{SCORES_TEXT.scoresCaption}</caption>
          <thead>
            <tr className={styles.row}>
              <Cell header inHead scope="col" className={styles.outlet}>
                {SCORES_TEXT.outletColumn}
              </Cell>
              <Cell header inHead scope="col" className={styles.headCell}>
                {SCORE_KEYS.newsCount}
              </Cell>
              {scoreTypes.map((type) => (
                <Cell
                  header
                  inHead
                  key={type.id}
                  scope="col"
                  className={cx(styles.headCell, hiddenOnPhone(type))}
                >
                  <span aria-hidden="true" className={styles.dot} style={{ backgroundColor: type.color }} />
                  {type.title}
                </Cell>
              ))}
              <Cell header inHead scope="col" className={cx(styles.headCell, styles.total)}>
                {SCORE_KEYS.total}
              </Cell>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.id} className={styles.row}>
                <Cell header scope="row" className={styles.outlet}>
                  <div className={styles.outletName}>
                    <RoundImage src={row.logo} alt="" fallback="logo" size={28} />
                    <TextLink to={`/media?outlet=${row.id}`} inherit className={styles.outletLink}>
                      {row.name}
                    </TextLink>
                  </div>
                </Cell>
                <Cell className={styles.number}>{toPersianDigits(row.news_count)}</Cell>
                {scoreTypes.map((type) => (
                  <Cell key={type.id} className={cx(styles.number, hiddenOnPhone(type))}>
                    {toPersianDigits(row.counts[String(type.id)] ?? 0)}
                  </Cell>
                ))}
                <Cell className={cx(styles.number, styles.total, styles.totalValue)}>
                  {toPersianDigits(row.total)}
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className={styles.actions}>
        {canToggle && (
          <PlainButton
            variant="outlined"
            aria-controls={SCORES_TABLE_ID}
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? SCORES_TEXT.showFewer : SCORES_TEXT.showAll}
          </PlainButton>
        )}
        <TextLink to="/media" className={styles.allLink}>
          {SCORES_TEXT.allOutlets}
        </TextLink>
      </div>
    </>
  );
}
