import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { AppImage } from '../../../components/AppImage';
// MUI's ButtonBase reset (`reset`): a bare, inline-flex, pointer button that inherits its colour and font
import buttons from '../../../components/buttons.module.css';
import { subjectPath } from '../../../components/ReviewCardParts';
import { TextLink } from '../../../components/TextLink';
import type { ColumnSubject } from '../api';
import { RIGHT_COLUMN_TEXT, TRENDING_TABS, type TrendingKey } from '../messages';
import { cx } from '../../../styles/cx';
import { ColumnHeading, MoreLink } from './MoreLink';
import styles from './TrendingSubjects.module.css';

type TrendingSubjectsProps = {
  /** The top 5 published subjects under each sort. */
  trending: Record<TrendingKey, ColumnSubject[]>;
};

type TrendingTabsProps = {
  value: TrendingKey;
  onChange: (key: TrendingKey) => void;
  tabId: (key: TrendingKey) => string;
  panelId: string;
};

/**
 * The four sort tabs, drawn as MUI's full-width Tabs (equal tabs, a 2px primary line sliding under the
 * chosen one) without the Tabs code. A WAI-ARIA tablist: only one tab is in the Tab order; the arrow
 * keys (mirrored right to left), Home and End move the focus, Enter or Space choose.
 */
function TrendingTabs({ value, onChange, tabId, panelId }: TrendingTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // the tab that takes the focus on Tab: the chosen one, or the last one the arrows reached
  const [focusKey, setFocusKey] = useState<TrendingKey | null>(null);
  const count = TRENDING_TABS.length;
  const selected = TRENDING_TABS.findIndex((tab) => tab.key === value);
  const rovingKey = focusKey ?? value;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.shiftKey || event.ctrlKey || event.metaKey) return;
    const from = tabs.current.indexOf(event.target as HTMLButtonElement);
    if (from < 0) return;
    // the arrows follow the page's direction: right to left unless an element around says otherwise
    const rtl = (event.currentTarget.closest('[dir]')?.getAttribute('dir') ?? 'rtl') === 'rtl';
    const next = rtl ? 'ArrowLeft' : 'ArrowRight';
    const previous = rtl ? 'ArrowRight' : 'ArrowLeft';
    let to: number;
    if (event.key === next) to = (from + 1) % count;
    else if (event.key === previous) to = (from - 1 + count) % count;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = count - 1;
    else return;
    event.preventDefault();
    tabs.current[to]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div className={styles.scroller}>
        <div
          role="tablist"
          aria-label={RIGHT_COLUMN_TEXT.trendingTabs}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusKey(null);
          }}
          className={styles.tablist}
        >
          {TRENDING_TABS.map(({ key, label }, i) => (
            <button
              type="button"
              role="tab"
              key={key}
              ref={(node) => {
                tabs.current[i] = node;
              }}
              id={tabId(key)}
              aria-controls={panelId}
              aria-selected={key === value}
              tabIndex={key === rovingKey ? 0 : -1}
              onFocus={() => setFocusKey(key)}
              onClick={() => onChange(key)}
              className={cx(buttons.reset, styles.tab)}
            >
              {label}
            </button>
          ))}
        </div>
        <span
          aria-hidden="true"
          className={styles.indicator}
          style={{ width: `${100 / count}%`, insetInlineStart: `${(100 * selected) / count}%` }}
        />
      </div>
    </div>
  );
}

/** The right column's top 5 trending subjects, with the four sort tabs. */
export function TrendingSubjects({ trending }: TrendingSubjectsProps) {
  const [tab, setTab] = useState<TrendingKey>('priority');
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const tabId = (key: TrendingKey) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;
  const subjects = trending[tab] ?? [];

  return (
    <section aria-labelledby={headingId}>
      <ColumnHeading id={headingId}>{RIGHT_COLUMN_TEXT.trendingTitle}</ColumnHeading>
      <TrendingTabs value={tab} onChange={setTab} tabId={tabId} panelId={panelId} />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab)} className={styles.panel}>
        {subjects.length === 0 ? (
          <p className={styles.empty}>{RIGHT_COLUMN_TEXT.trendingEmpty}</p>
        ) : (
          <ol className={styles.list}>
            {subjects.map((subject) => (
              <li key={subject.id} className={styles.item}>
                <AppImage
                  src={subject.main_images_small ?? subject.main_images}
                  alt=""
                  width={64}
                  height={44}
                  className={styles.thumb}
                  // lazy even as the default picture: the column the server keeps has no image to preload
                  loading="lazy"
                />
                <TextLink to={subjectPath(subject.id)} className={styles.link}>
                  {subject.title}
                </TextLink>
              </li>
            ))}
          </ol>
        )}
        <MoreLink to="/news-subjects">{RIGHT_COLUMN_TEXT.allSubjects}</MoreLink>
      </div>
    </section>
  );
}
