import { describe, expect, it } from 'vitest';
import { DEMO_BRANCHES } from './demo-branches.ts';
import { addDays, londonDateOf } from './london-time.ts';
import { deliveryChargePence, SCHEDULE_DAYS, slotSchedule } from './slot-schedule.ts';

const NOW = new Date('2025-03-26T14:20:00Z'); // Wednesday, the week the clocks change

describe('slotSchedule', () => {
  const slots = slotSchedule(DEMO_BRANCHES, NOW);
  const londonHour = (date: Date) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hourCycle: 'h23' }).format(date),
    );

  it('covers three weeks from today and nothing that has started', () => {
    const dates = new Set(slots.map((slot) => londonDateOf(slot.start)));
    expect(dates.size).toBe(SCHEDULE_DAYS);
    expect(dates.has(londonDateOf(NOW))).toBe(true);
    expect(dates.has(addDays(londonDateOf(NOW), SCHEDULE_DAYS - 1))).toBe(true);
    expect(slots.every((slot) => slot.start > NOW)).toBe(true);
  });

  it('runs deliveries hourly 7am–10pm London time, also after the clocks go forward', () => {
    const sunday = slots.filter(
      (slot) => slot.branchId === '651' && slot.slotType === 'DELIVERY' && londonDateOf(slot.start) === '2025-03-30',
    );
    expect(sunday.map((slot) => londonHour(slot.start))).toEqual([
      7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    ]);
    expect(sunday.every((slot) => slot.end.getTime() - slot.start.getTime() === 3_600_000)).toBe(true);
  });

  it('gives ids that are unique, stable and readable', () => {
    expect(new Set(slots.map((slot) => slot.id)).size).toBe(slots.length);
    expect(slotSchedule(DEMO_BRANCHES, NOW)).toEqual(slots);
    expect(slots.map((slot) => slot.id)).toContain('D-651-20250330-0700');
  });

  it('only offers a branch’s own services, and never more places taken than exist', () => {
    const byId = new Map(DEMO_BRANCHES.map((branch) => [branch.id, branch]));
    for (const slot of slots) {
      expect(byId.get(slot.branchId)?.services).toContain(slot.slotType);
      expect(slot.reserved).toBeGreaterThanOrEqual(0);
      expect(slot.reserved).toBeLessThanOrEqual(slot.capacity);
    }
    // Some slots are full and some nearly full, so the demo shows both.
    expect(slots.some((slot) => slot.reserved === slot.capacity)).toBe(true);
    expect(slots.some((slot) => slot.reserved === slot.capacity - 1)).toBe(true);
  });

  it('charges most for evening and weekend deliveries, nothing for collection', () => {
    expect(deliveryChargePence('DELIVERY', '2025-03-26', 10)).toBe(150);
    expect(deliveryChargePence('DELIVERY', '2025-03-26', 18)).toBe(450);
    expect(deliveryChargePence('DELIVERY', '2025-03-29', 18)).toBe(550);
    expect(deliveryChargePence('DELIVERY', '2025-03-26', 7)).toBe(300);
    expect(deliveryChargePence('DELIVERY', '2025-03-26', 21)).toBe(250);
    expect(deliveryChargePence('GROCERY_COLLECTION', '2025-03-29', 18)).toBe(0);
  });
});
