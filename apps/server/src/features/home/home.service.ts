import { type HomeResponse, LIMITS, type ListSort } from '@rasti/contract';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { listFaculty } from '../faculty/index.ts';
import { latestReviews } from '../reviews/index.ts';
import { listScoreTypes, scoreTable } from '../scores/index.ts';
import { listPublishedSubjects } from '../subjects/index.ts';

/** The right column's four sort tabs, each the public subjects list's first page in that order. */
async function trending(db: Db, storage: FileStorage, sort: ListSort) {
  const query = { page: 1, page_size: LIMITS.sidebarSubjects, [sort]: true };
  const { rows } = await listPublishedSubjects({ db, storage, query });
  return rows;
}

/**
 * Everything the home page and the right column show, from published data only, in one answer: the agency
 * table with its columns, the 6 newest reviews, the top 5 subjects in each of the four sorts and the first
 * 3 faculty members.
 */
export async function homeData(opts: { db: Db; storage: FileStorage }): Promise<HomeResponse> {
  const { db, storage } = opts;
  const [scoreTypes, rows, latest, priority, mostWanted, views, mostReviewed, faculty] = await Promise.all([
    listScoreTypes({ db }),
    scoreTable({ db, storage }),
    latestReviews({ db, storage, limit: LIMITS.latestReviews }),
    trending(db, storage, 'priority'),
    trending(db, storage, 'most_wanted'),
    trending(db, storage, 'views'),
    trending(db, storage, 'most_reviewed'),
    listFaculty({ db, storage, query: { page: 1, page_size: LIMITS.facultySlides } }),
  ]);
  return {
    scores: { score_types: scoreTypes, rows },
    latest_reviews: latest,
    trending: { priority, most_wanted: mostWanted, views, most_reviewed: mostReviewed },
    faculty: faculty.rows,
  };
}
