// `npm test`: the unit and integration suite beside the browser suite, then the files that hold
// the server to a time bound, one after another with nothing beside them.
//
// Run one after the other, the browser suite kept one core busy and left the other mostly idle for
// its ~750 s (a browser file at a time: Chromium, one server, waits), after the ~430 s of the unit
// suite. Side by side, each takes the CPU the other leaves; once the unit suite is done, a second
// browser lane takes the files of e2e/vitest.config.ts's LATE (~20 % of the browser suite's time),
// so that both cores stay busy to the end. The timed files (TIMED in vitest.config.ts and e2e/vitest.config.ts)
// still run alone: beside two suites they would miss their bounds.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules/.bin/vitest');
const E2E_CONFIG = ['--config', 'e2e/vitest.config.ts'];

/** Runs a command from the root with its output's lines prefixed by `label`; resolves to its exit code. */
function run(label: string, command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr])
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
    child.once('error', (error) => {
      console.log(`[${label}] ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const unit = () =>
  run('unit', vitest, ['run', '--project', 'server', '--project', 'server-fresh-process', '--project', 'web-and-core']);
const browserProject = (label: string, project: string) =>
  run(label, vitest, ['run', ...E2E_CONFIG, '--project', project]);
const built = run('build', 'npm', ['run', 'build:web']);
const browser = async () => (await built) || browserProject('browser', 'browser');
const unitThenLateBrowser = async () => {
  const unitCode = await unit();
  return [unitCode, (await built) || (await browserProject('browser, late', 'browser-late'))];
};

const started = performance.now();
// Every step runs whatever an earlier one found, so that one run shows every failure.
const codes = (await Promise.all([unitThenLateBrowser(), browser()])).flat();
codes.push(await run('unit, timed', vitest, ['run', '--project', 'server-timed']));
codes.push(await browserProject('browser, timed', 'browser-timed'));
const failed = codes.some((code) => code !== 0);
console.log(`\nnpm test ${failed ? 'failed' : 'passed'} in ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(failed ? 1 : 0);
