import 'server-only';
import { LIVE_BID_COUNTDOWN_MS, LIVE_FIRST_COUNTDOWN_MS } from '@/lib/domain/business-rules';
import type { ClockSettings } from '@/lib/domain/live-clock';

/**
 * The countdown lengths this process uses: the config module's defaults, or what the process was started with (tests
 * and the fault-test harness use short ones). On a global symbol: the bid route in Next's bundle and the clock in
 * server.ts read the same values.
 */
const KEY = Symbol.for('salvage-lane.clock-settings');
const holder = globalThis as { [KEY]?: ClockSettings };

export const DEFAULT_CLOCK_SETTINGS: ClockSettings = {
  firstCountdownMs: LIVE_FIRST_COUNTDOWN_MS,
  bidCountdownMs: LIVE_BID_COUNTDOWN_MS,
};

export function clockSettings(): ClockSettings {
  return holder[KEY] ?? DEFAULT_CLOCK_SETTINGS;
}

export function setClockSettings(settings: Partial<ClockSettings> | undefined): void {
  holder[KEY] = settings ? { ...DEFAULT_CLOCK_SETTINGS, ...settings } : undefined;
}
