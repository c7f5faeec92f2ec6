/** A figure against its goal; `met` is undefined when the figure is missing. */
export type Goal = { readonly value: number | undefined; readonly goal: number; readonly met: boolean | undefined };

/** A figure against an upper goal, compared as the table shows it (to `digits` decimals, when given). */
export const atMost = (value: number | undefined, goal: number, digits?: number): Goal => {
  const shown = value === undefined || digits === undefined ? value : Number(value.toFixed(digits));
  return { value, goal, met: shown === undefined ? undefined : shown <= goal };
};
