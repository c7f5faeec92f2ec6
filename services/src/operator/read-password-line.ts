import { createInterface } from 'node:readline';
import { OperatorRefusal } from './operator-refusal.ts';

export type PasswordInput = NodeJS.ReadableStream & { readonly isTTY?: boolean };

/**
 * The first line of standard input, without its line ending: the password, piped from a secret
 * store. Not from a terminal, where typing it would show it on the screen.
 */
export async function readPasswordLine(input: PasswordInput): Promise<string> {
  if (input.isTTY === true) {
    throw new OperatorRefusal(
      `Pipe the password on standard input (printf '%s\\n' "$PASSWORD" | …): typed here, it would show`,
    );
  }
  const lines = createInterface({ input, crlfDelay: Infinity, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  throw new OperatorRefusal(`No password on standard input: pipe one line (printf '%s\\n' "$PASSWORD" | …)`);
}
