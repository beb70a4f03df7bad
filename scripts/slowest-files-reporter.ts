import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files `npm test` names at the end of its run. */
const SHOWN = 10;

/**
 * Where `npm test`'s time goes: after the run, the slowest test files with their project and
 * time (collecting, set-up and tests), and each project's total, so a slow change is seen at once.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const timed = modules.map((module) => {
      const diagnostic = module.diagnostic();
      return {
        file: module.relativeModuleId,
        project: module.project.name,
        ms:
          diagnostic.duration +
          diagnostic.collectDuration +
          diagnostic.setupDuration +
          diagnostic.prepareDuration,
      };
    });
    const byProject = new Map<string, number>();
    for (const { project, ms } of timed) byProject.set(project, (byProject.get(project) ?? 0) + ms);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
    const lines = [
      '',
      `Slowest ${SHOWN} test files:`,
      ...timed
        .sort((a, b) => b.ms - a.ms)
        .slice(0, SHOWN)
        .map(({ file, project, ms }) => `  ${seconds(ms)}  ${project.padEnd(14)} ${file}`),
      'Time per project (files summed; files of a project may run in parallel):',
      ...[...byProject].map(([project, ms]) => `  ${seconds(ms)}  ${project}`),
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
