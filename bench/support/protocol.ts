/** The IPC messages between a bench and its server process (`bench-server.ts`). */

export interface BenchServerOptions {
  /** A built web app to serve beside the API (the Lighthouse run). */
  webDist?: string;
  imagesPerGeneration?: number;
}

export interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export interface MemoryReport {
  /** After a garbage collection, before the work. */
  idle: MemorySample;
  /** Each field's highest value sampled every 10 ms (not one instant). */
  peak: MemorySample;
  samples: number;
}

export type Request =
  | { method: 'credit'; userId: string; amount: number }
  | { method: 'barePayload'; json: string }
  | { method: 'seedImages'; userId: string; chatId: string; count: number }
  | { method: 'memoryStart' }
  | { method: 'memoryStop' }
  | { method: 'stop' };

export interface Response {
  id: number;
  result?: unknown;
  error?: string;
}

export interface Ready {
  ready: true;
  appPort: number;
  barePort: number;
}
