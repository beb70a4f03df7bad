/**
 * A render pool thread (render-pool.ts): decoding, painting, compositing and measuring take
 * hundreds of megabytes and up to seconds of CPU, which the thread answering requests cannot spare.
 */
import { lowerThisThreadsPriority } from '../threads/lower-priority.js';
import { serveJobs } from '../threads/serve-jobs.js';
import { PIXEL_JOBS } from './pixel-jobs.js';

lowerThisThreadsPriority();
serveJobs(PIXEL_JOBS);
