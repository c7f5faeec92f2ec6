/**
 * A button's invoker command (HTML's `commandfor` and `command`): the browser opens or closes the
 * dialog named by `id` on its press, with no script. React's types do not know the attributes yet;
 * React passes them through as written.
 */
export function invokes(id: string, command: 'show-modal' | 'close'): Record<string, string> {
  return { commandfor: id, command };
}

/** Whether the browser runs a button's invoker command itself; where it does not, the live header does. */
export const browserInvokes = (): boolean => 'command' in HTMLButtonElement.prototype;
