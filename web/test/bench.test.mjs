// The bench page: the browser plays the games of `gameai tetris bench`, to the same signature,
// at least a third of the native program's speed per CPU second (against the optimised native
// build where GAMEAI_BENCH_BIN names one: bash scripts/web.sh test and bench do). A file of its
// own, so that the longest page test runs beside the others.
// Shared setup and helpers: browser.mjs (its opening comment says how every wait is made).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { NATIVE, NATIVE_OPTIMISED, DEADLINE, consoleErrors, open, workerCpuSeconds } from './browser.mjs';

test('bench: the native signature, at least a third of the native speed per CPU second', async () => {
  const page = await open('bench.html');
  await page.waitForFunction(() => Bench.result(), { timeout: 10 * DEADLINE, polling: 1000 });
  const web = await page.evaluate(() => Bench.result());
  // The bench's worker stays up after its run: its thread's CPU time is the bench's.
  const workerCpu = workerCpuSeconds();
  assert.match(await page.$eval('#out', (el) => el.textContent), /799985 lines \(the native signature\)/);
  // The page on a phone, in both languages: its words stay inside their box.
  await page.setViewport({ width: 400, height: 800 });
  assert.ok(await page.$eval('meta[name=viewport]', (el) => el.content.includes('width=device-width')));
  const fits = () => page.$eval('#out', (el) => el.scrollWidth <= el.clientWidth && document.documentElement.scrollWidth <= 400);
  assert.ok(await fits(), 'the output fits a 400 px screen');
  assert.match(await page.$eval('main p', (el) => el.textContent), /^The workload of gameai tetris bench/);
  await page.select('#language', 'zh_CN');
  assert.match(await page.$eval('#out', (el) => el.textContent), /^工作量 +eltetris，单方块/);
  assert.equal(await page.$eval('h1', (el) => el.textContent), '俄罗斯方块 AI 速度测试');
  assert.ok(await fits());
  await page.close();
  assert.equal(web.decisions, 2000000);
  assert.equal(web.signature, 799985, 'the browser plays exactly the native games');
  const webCpu = workerCpu ? web.decisions / workerCpu : null;
  let line = `browser ${Math.round(web.decisionsPerSecond)} decisions/s wall` +
    (webCpu ? `, ${Math.round(webCpu)} per CPU second of its worker` : ' (no worker thread found for the CPU time)');
  if (NATIVE && NATIVE !== NATIVE_OPTIMISED) {
    // Any native build plays the same games: the signature, whatever its speed.
    const native = JSON.parse(execFileSync(NATIVE, ['tetris', 'bench', '--json'], { encoding: 'utf8' }));
    assert.equal(native.signature, web.signature);
  }
  if (!NATIVE_OPTIMISED) {
    line += '; no optimised native build to compare the speed with (bash scripts/web.sh bench builds one)';
  } else {
    const native = JSON.parse(execFileSync(NATIVE_OPTIMISED, ['tetris', 'bench', '--json'], { encoding: 'utf8' }));
    assert.equal(native.signature, web.signature);
    // The engine's speed in the page against the native program's, by the CPU time each used:
    // what another program on the machine takes from both is not counted. The wall-clock ratio
    // is printed, not judged: a busy machine can slow one run and not the other.
    const ratio = web.decisionsPerSecond / native.decisions_per_second;
    line += `; native ${Math.round(native.decisions_per_second)} wall, ` +
      `${Math.round(native.decisions_per_cpu_second)} per CPU second; browser/native ${ratio.toFixed(2)} by the wall clock`;
    if (webCpu) {
      const cpuRatio = webCpu / native.decisions_per_cpu_second;
      line += `, ${cpuRatio.toFixed(2)} per CPU second`;
      assert.ok(cpuRatio >= 1 / 3, line);
    }
  }
  console.log(`# ${line}`);
  assert.deepEqual(consoleErrors, []);
});
