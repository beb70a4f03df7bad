/**
 * A test-only entry: the embedded server exactly as `npm start` runs it (real renderer), for abuse
 * tests that must watch it from another process: a request that blocks its event loop must not
 * block the test's own clock too. Prints `listening <port>` once it serves.
 */
import { startServer } from '../../src/server.js';

const running = await startServer({ print: () => {}, announce: () => {} });
process.stdout.write(`listening ${running.port}\n`);
