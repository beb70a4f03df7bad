import type { TestProject } from 'vitest/node';
import { startEmbeddedServer } from './embedded-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** How the browser hears about changes: the server's event stream, or Firestore listeners. */
    liveData: 'sse' | 'firestore';
  }
}

/** Starts the real embedded server, built as `npm start` builds it, on a free port and empty data. */
export default async function setup(project: TestProject) {
  const server = await startEmbeddedServer({});
  project.provide('baseURL', server.baseURL);
  project.provide('liveData', 'sse');
  return () => server.stop();
}
