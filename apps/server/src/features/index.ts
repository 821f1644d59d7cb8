import type { FastifyPluginAsync } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { archiveRoutes } from './archive/archive.routes.ts';
import { backupRoutes } from './backups/backups.routes.ts';
import { cardRoutes } from './cards/cards.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { categoryRoutes } from './categories/categories.routes.ts';
import { correctionRoutes } from './corrections/corrections.routes.ts';
import { evaluationRoutes } from './evaluations/evaluations.routes.ts';
import { facultyRoutes } from './faculty/faculty.routes.ts';
import { feedRoutes } from './feeds/feeds.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { historyRoutes } from './history/history.routes.ts';
import { homeRoutes } from './home/home.routes.ts';
import { newsroomRoutes } from './newsroom/newsroom.routes.ts';
import { offlineEditionRoutes } from './offline-edition/edition.routes.ts';
import { outletRoutes } from './outlets/outlets.routes.ts';
import { pictureRoutes } from './pictures/pictures.routes.ts';
import { questionRoutes } from './questions/questions.routes.ts';
import { pageRoutes } from './rendering/rendering.routes.ts';
import { reviewRoutes } from './reviews/reviews.routes.ts';
import { scoreRoutes } from './scores/scores.routes.ts';
import { searchRoutes } from './search/search.routes.ts';
import { signInLinkRoutes } from './sign-in-links/sign-in-links.routes.ts';
import { sitePageRoutes } from './site-pages/site-pages.routes.ts';
import { sourceRoutes } from './sources/sources.routes.ts';
import { subjectRoutes } from './subjects/subjects.routes.ts';
import { tiplineRoutes } from './tipline-bot/tipline.routes.ts';
import { usersRoutes } from './users/users.routes.ts';

/** Every feature plugin, registered in this order under the API base (health sits at the root). */
export const features: { plugin: FastifyPluginAsync; atRoot?: boolean }[] = [
  { plugin: healthRoutes, atRoot: true },
  { plugin: accountsRoutes },
  { plugin: usersRoutes },
  { plugin: signInLinkRoutes },
  { plugin: backupRoutes },
  { plugin: categoryRoutes },
  { plugin: outletRoutes },
  { plugin: evaluationRoutes },
  { plugin: subjectRoutes },
  { plugin: sourceRoutes },
  { plugin: reviewRoutes },
  { plugin: scoreRoutes },
  { plugin: facultyRoutes },
  { plugin: searchRoutes },
  { plugin: homeRoutes },
  { plugin: archiveRoutes },
  { plugin: pageRoutes, atRoot: true },
  { plugin: feedRoutes, atRoot: true },
  { plugin: cardRoutes, atRoot: true },
  { plugin: offlineEditionRoutes, atRoot: true },
  { plugin: questionRoutes },
  { plugin: pictureRoutes },
  { plugin: sitePageRoutes },
  { plugin: correctionRoutes },
  { plugin: historyRoutes },
  { plugin: newsroomRoutes },
  { plugin: dashboardRoutes },
  // the messenger bots last: they start once everything else is ready
  { plugin: tiplineRoutes },
];
