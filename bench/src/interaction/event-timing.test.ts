import { describe, expect, it } from 'vitest';
import { type EventEntry, inpFigure, longestInteraction } from './event-timing.ts';

const entry = (name: string, startTime: number, duration: number, interactionId: number): EventEntry => ({
  name,
  startTime,
  duration,
  interactionId,
});

describe("picking the press's Event Timing figure", () => {
  const press = 1000.4;
  const entries = [
    entry('pointerdown', 400, 96, 7), // an earlier interaction: not this press
    entry('pointerover', 1000, 200, 0), // the pointer arriving: no interaction of its own
    entry('pointerdown', 1000, 24, 11), // the press; the browser's 1 ms clock may read it before the input's
    entry('click', 1080, 40, 11),
    entry('keydown', 1300, 56, 12),
    entry('keydown', 5000, 500, 13), // after the measure ended
  ];

  it('takes the longest entry of the interactions that began from the press to the end', () => {
    expect(longestInteraction(entries, press, 1200)).toBe(40);
    expect(longestInteraction(entries, press, 1400)).toBe(56);
  });

  it('leaves out events that are no interaction, and interactions before or after the window', () => {
    expect(longestInteraction(entries, 1500, 4000)).toBeUndefined();
    expect(longestInteraction([entry('pointerover', 1000, 200, 0)], press, 2000)).toBeUndefined();
  });

  it('counts a press that reported no entry as under the threshold', () => {
    expect(inpFigure(undefined)).toBe(0);
    expect(inpFigure(24)).toBe(24);
  });
});
