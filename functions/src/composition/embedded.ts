import { sweepRetention } from '../core/accounts/sweep-retention.js';
import type { Logger } from '../core/ports/logger.port.js';
import { sweepStaleReservations } from '../core/thumbnails/reservation/index.js';
import type { GenerationPorts } from '../core/thumbnails/index.js';
import { sweepPaintingReplies } from '../core/thumbnails/late-variants/index.js';
import type { AppDeps } from '../http/app-deps.js';
import { composeApp, type ComposeOptions } from './compose-app.js';
import type { Env } from './env.js';
import { parseFirebaseSettings } from './firebase-settings.js';
import { describeChoices } from './port-choices.js';

export {
  embeddedDatabaseFile,
  embeddedFilesDir,
  FILE_URL_KEY_FILE,
  SANDBOX_CHECKOUT_KEY_ID,
} from './compose-app.js';

export interface EmbeddedRuntime {
  deps: AppDeps;
  /** Ends the open change streams, so the HTTP server can stop without waiting for them. */
  endStreams(): void;
  /**
   * Runs the queued late work with `ports` (the app's, as finally built), starting with what a
   * stopped server left: call once the app is composed.
   */
  serveLateWork(ports: GenerationPorts): void;
  /** Lets the late work running now finish and starts no more; call before `close`. */
  stopLateWork(): Promise<void>;
  /** Closes the database; call once the HTTP server has stopped. */
  close(): void;
}

export interface EmbeddedOptions extends Pick<ComposeOptions, 'app' | 'imageModel' | 'lateWork'> {
  logger?: Logger;
  /** Where human-facing notices go; stderr by default. */
  announce?: (text: string) => void;
}

function banner(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ''].join('\n');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the server settles replies still painting past their deadline. */
const PAINTING_SWEEP_MS = 10 * 60 * 1000;

/**
 * Runs `sweep` now and then every `everyMs` while the server runs. A failed sweep is logged and
 * the next one tries again; the server keeps serving.
 */
function startSweeps(
  deps: AppDeps,
  name: string,
  everyMs: number,
  sweep: () => Promise<void>,
): { first: Promise<void>; stop: () => void } {
  const run = async () => {
    try {
      await sweep();
    } catch (error) {
      deps.logger.error(`${name} sweep failed; the next one retries`, { error });
    }
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { first: run(), stop: () => clearInterval(timer) };
}

async function retentionSweep(deps: AppDeps): Promise<void> {
  const summary = await sweepRetention(deps.now(), deps);
  const { expiredMessages, deletedPayments, deletedAccounts } = summary;
  if (expiredMessages + deletedPayments.length + deletedAccounts.length > 0) {
    deps.logger.info('retention sweep deleted data past its time', { ...summary });
  }
}

/** A reply whose settle task was lost still reaches an end (see `sweepPaintingReplies`). */
async function paintingSweep(deps: AppDeps): Promise<void> {
  const swept = await sweepPaintingReplies(deps);
  if (swept > 0) deps.logger.warn('settled replies still painting past their deadline', { swept });
}

/**
 * The embedded server's runtime: by default offline (SQLite in DATA_DIR, files on disk, the local
 * identity service, the local renderer, the sandbox gateway, the server's own change stream); each
 * port can be switched by its variable (DATABASE, FILES, IDENTITY, IMAGE_MODEL, PAYMENTS,
 * LIVE_DATA), so a self-hosted server can run on Firestore or take real payments.
 */
export async function embeddedDeps(
  env: Env,
  options: EmbeddedOptions = {},
): Promise<EmbeddedRuntime> {
  const announce = options.announce ?? ((text: string) => process.stderr.write(text));
  const choices = env.ports;
  const settings = parseFirebaseSettings(env.config, choices, 'server');
  const composition = await composeApp('server', choices, env, settings, options);
  const { deps } = composition;
  try {
    // A process that stopped mid-generation left its token reserved: give it back now.
    const refunded = await sweepStaleReservations(
      { generations: deps.thumbnails.generations, now: deps.now },
      env.staleReservationMs,
    );
    if (refunded > 0) {
      deps.logger.warn('refunded generations a stopped process left pending', { refunded });
    }
    const retention = startSweeps(deps, 'retention', DAY_MS, () => retentionSweep(deps));
    const painting = startSweeps(deps, 'painting', PAINTING_SWEEP_MS, () => paintingSweep(deps));
    await Promise.all([retention.first, painting.first]);
    const local = [
      choices.identity === 'local' ? 'local identity' : null,
      choices.payments === 'sandbox' ? 'sandbox' : null,
    ].filter(Boolean);
    announce(
      banner([
        local.length > 0
          ? `ThumbForge embedded runtime: ${local.join(' and ')} adapters are active.`
          : 'ThumbForge embedded runtime.',
        `Ports: ${describeChoices(choices)}`,
        ...(choices.identity === 'local' || choices.payments === 'sandbox'
          ? ['No real sign-in or payment happens where a local adapter runs.']
          : []),
        `Data directory: ${env.dataDir}`,
        `Allowed origins: ${env.publicOrigins.join(', ')}`,
        ...composition.bannerLines,
      ]),
    );
    return {
      deps,
      endStreams: composition.endStreams,
      serveLateWork: composition.serveLateWork,
      stopLateWork: composition.stopLateWork,
      close: () => {
        retention.stop();
        painting.stop();
        composition.close();
      },
    };
  } catch (error) {
    composition.close();
    throw error;
  }
}
