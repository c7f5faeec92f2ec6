import { parseArgs } from 'node:util';
import { OperatorRefusal } from './operator-refusal.ts';

export type AccountCommandName = 'add-support-user' | 'add-shopper';

export type OperatorCommand =
  | { readonly name: 'help' }
  | { readonly name: 'load-sample-shop' }
  | { readonly name: AccountCommandName; readonly email: string; readonly fullName: string | undefined };

const ACCOUNT_COMMANDS: readonly string[] = ['add-support-user', 'add-shopper'] satisfies AccountCommandName[];
const isAccountCommand = (name: string): name is AccountCommandName => ACCOUNT_COMMANDS.includes(name);

/** `<command> [email] [--name "First Last"]`, checked before anything opens the database. */
export function parseOperatorArgs(argv: readonly string[]): OperatorCommand {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') return { name: 'help' };
  if (command === 'load-sample-shop') {
    if (rest.length > 0) throw new OperatorRefusal(`load-sample-shop takes no arguments (got ${rest.join(' ')})`);
    return { name: command };
  }
  if (!isAccountCommand(command)) {
    throw new OperatorRefusal(`Unknown command "${command}": add-support-user, add-shopper or load-sample-shop (help)`);
  }
  // Arguments are seen by everyone on the machine (ps) and kept in shell history: never a password.
  if (rest.some((arg) => arg.startsWith('--password') || arg === '-p')) {
    throw new OperatorRefusal(`${command} reads the password from standard input, never from an argument`);
  }
  const usage = `${command} <email> [--name "First Last"]`;
  let parsed;
  try {
    parsed = parseArgs({ args: [...rest], options: { name: { type: 'string' } }, allowPositionals: true });
  } catch (error) {
    throw new OperatorRefusal(`${error instanceof Error ? error.message : String(error)}: ${usage}`);
  }
  const [email, ...extra] = parsed.positionals;
  if (email === undefined || extra.length > 0)
    throw new OperatorRefusal(`${command} takes one email address: ${usage}`);
  return { name: command, email, fullName: parsed.values.name };
}
