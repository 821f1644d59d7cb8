// The picture process (docs/decisions/0021, addendum "the picture process"): the child that lib/picture-jobs.ts
// forks on the first picture job and stops when idle; it runs the jobs of picture-work.ts one at a time.
import { serveJobs } from './child-process.ts';
import { runPictureJob } from './picture-work.ts';

serveJobs(runPictureJob);
