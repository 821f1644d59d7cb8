import type { CorrectionNote, PublicCorrection } from '@rasti/contract';
import type { CorrectionRow, PublicCorrectionRow } from './corrections.repository.ts';

/** A note as an item's page shows it. */
export const presentCorrectionNote = (r: CorrectionRow): CorrectionNote => ({
  note: r.note,
  date: r.createdAt.toISOString(),
});

/** A note in the public list, with the title and page of what it corrects. */
export const presentPublicCorrection = (r: PublicCorrectionRow): PublicCorrection => {
  const kind = r.kind === 's' ? 'subject' : 'review';
  return {
    id: r.id,
    note: r.note,
    date: r.createdAt.toISOString(),
    kind,
    item_id: r.itemId,
    title: (kind === 'subject' ? r.subjectTitle : r.reviewTitle) ?? '',
    url: kind === 'subject' ? `/news-subject-page/${r.itemId}` : `/report/${r.itemId}`,
  };
};
