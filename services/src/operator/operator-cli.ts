import { operate } from './operate.ts';

/**
 * `node services/src/operator/operator-cli.ts <command>` (`npm run operator -- <command>`): what an
 * operator does to a production database once, from a release job or a machine that reaches it.
 */
process.exitCode = await operate(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
