import { SCORE_HIDDEN_ON_MOBILE_FROM, SCORE_KEYS } from '@rasti/contract/scores-messages';
import type { ScoreType } from '@rasti/contract/evaluations';
import { LIMITS } from '@rasti/contract/limits';
import { toPersianDigits } from '@rasti/contract/persian';
import type { ScoreRow } from '@rasti/contract/scores';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
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
 * Marks the scrolling box with where it has more to show: `data-more-start` once columns have passed
 * under the outlet, `data-more-end` while columns wait beyond the total. Attributes, not state: the
 * stylesheet draws the shades and the hint from them without a render (the server's page has neither,
 * and a phone's table scrolls from its first paint).
 */
function useScrollEdges(ref: RefObject<HTMLElement | null>, rowCount: number) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns' widths change with the rows shown
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const mark = () => {
      // scrollLeft runs from 0 towards negative values in a right-to-left box
      const passed = Math.abs(box.scrollLeft);
      const left = box.scrollWidth - box.clientWidth - passed;
      box.toggleAttribute('data-more-start', passed > 1);
      box.toggleAttribute('data-more-end', left > 1);
    };
    mark();
    // the columns' widths change with the window and once the typeface has arrived
    void document.fonts?.ready.then(mark);
    box.addEventListener('scroll', mark, { passive: true });
    window.addEventListener('resize', mark);
    return () => {
      box.removeEventListener('scroll', mark);
      window.removeEventListener('resize', mark);
    };
  }, [ref, rowCount]);
}

/**
 * The agency table: outlet with logo, news count, one column per score type, total. The top 5 rows
 * first; a toggle shows all of them or fewer again. The server sends only outlets with news.
 */
export function ScoresTable({ scoreTypes, rows }: ScoresTableProps) {
  const [expanded, setExpanded] = useState(false);
  const canToggle = rows.length > LIMITS.homeTableRows;
  const shown = expanded ? rows : rows.slice(0, LIMITS.homeTableRows);
  const region = useRef<HTMLElement>(null);
  useScrollEdges(region, shown.length);

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
        ref={region}
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
                    <TextLink to={`/media/${row.id}`} inherit className={styles.outletLink}>
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
      <p className={styles.scrollHint}>{SCORES_TEXT.scrollHint}</p>
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
