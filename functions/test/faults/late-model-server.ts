/**
 * A test-only entry: the embedded server as `npm start` runs it, on the environment it is given
 * (Vertex AI pointed at a fake that the test holds), printing `listening <port>` once it serves.
 * The SIGKILL test of the late variants starts it as a child process and kills it while the model
 * paints.
 */
import { startServer } from '../../src/server.js';

const running = await startServer({ print: () => {}, announce: () => {} });
process.stdout.write(`listening ${running.port}\n`);
