/** What an operator's command declines to do: said in one line, and the command exits non-zero. */
export class OperatorRefusal extends Error {}
