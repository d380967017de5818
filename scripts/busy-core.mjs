#!/usr/bin/env node
// node scripts/busy-core.mjs [--seconds N] -- COMMAND [ARGS...]
//
// Runs COMMAND while a worker thread keeps one core busy with a plain loop, to see the tests
// as they run on a loaded machine (decision 0055: a test that fails only when the machine is busy
// waits on time instead of on a condition). The loop is bounded: it stops when COMMAND ends or
// after N seconds (default 1,800), whichever comes first. Exits with COMMAND's exit code.
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
const command = dash >= 0 ? args.slice(dash + 1) : [];
const secondsAt = args.indexOf('--seconds');
const seconds = secondsAt >= 0 && secondsAt < (dash >= 0 ? dash : args.length) ? Number(args[secondsAt + 1]) : 1800;
if (!command.length || !Number.isFinite(seconds) || seconds <= 0) {
  console.error('Usage: node scripts/busy-core.mjs [--seconds N] -- COMMAND [ARGS...]');
  process.exit(2);
}

// The worker spins until its deadline; terminate() ends it sooner.
const spinner = new Worker(
  `const end = Date.now() + ${Math.round(seconds * 1000)};
   let x = 0;
   while (Date.now() < end) for (let i = 0; i < 1e6; i++) x = (x + i) % 1000003;`,
  { eval: true },
);
spinner.on('error', (e) => console.error(`busy-core: the loop stopped: ${e.message}`));
console.log(`busy-core: one core kept busy for at most ${seconds} s while: ${command.join(' ')}`);

const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
child.on('close', async (code, signal) => {
  await spinner.terminate();
  process.exit(code ?? (signal ? 1 : 0));
});
