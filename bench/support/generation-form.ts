import type { Logger } from '../../functions/src/core/ports/logger.port.js';

/** The web app's origin, as the measurements' requests name it. */
export const BENCH_ORIGIN = 'http://localhost:5173';
/** Far above anything a bench sends: the limiter still runs, never refuses. */
export const UNTHROTTLED = '100000000';
/** The generation form the measurements send with the rocket photo: the API tests' own. */
export { FORM as GENERATION_FORM } from '../../functions/test/support/thumbnails.js';

export const quiet: Logger = { info() {}, warn() {}, error() {}, child: () => quiet };
