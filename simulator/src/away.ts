// The tester's 'away' command: the member's watch reports a walk away from home over the last N minutes, through
// the real signed ingestion API, so the location screen shows the away marker, numbered history and time away at
// once. The next position the live simulator sends from home brings the member back (an 'enter').
import type { WatchEvent } from "@care/contracts";
import type { CommandContext, CommandOutcome } from "./commands.js";
import { CliError, requireMember } from "./fleet.js";
import type { Home } from "./model/profile.js";
import { MINUTE_MS } from "./time.js";

/** One position every this many minutes (at least two positions: the exit and the current one). */
export const AWAY_FIX_EVERY_MIN = 5;
const METRES_PER_DEGREE = 111_320;
const BEARING = Math.PI / 4; // north-east: any fixed heading works, the geofence is a circle

/**
 * Positions from `minutes` ago until `endMs`, all outside the home radius: the first at 1.5 radii, then walking
 * straight out for at least another kilometre. Times are whole seconds (the watch's resolution).
 */
export function awayPath(home: Home, endMs: number, minutes: number): { ts: string; lat: number; lng: number }[] {
  const end = Math.floor(endMs / 1000) * 1000;
  const count = Math.max(2, Math.floor(minutes / AWAY_FIX_EVERY_MIN) + 1);
  const step = (minutes * MINUTE_MS) / (count - 1);
  const first = home.radiusM * 1.5;
  const further = Math.max(1000, home.radiusM * 2);
  return Array.from({ length: count }, (_, i) => {
    const d = first + (further * i) / (count - 1);
    const dLat = (d * Math.cos(BEARING)) / METRES_PER_DEGREE;
    const dLng = (d * Math.sin(BEARING)) / (METRES_PER_DEGREE * Math.cos((home.lat * Math.PI) / 180));
    return {
      ts: new Date(end - Math.round((step * (count - 1 - i)) / 1000) * 1000).toISOString(),
      lat: Number((home.lat + dLat).toFixed(6)),
      lng: Number((home.lng + dLng).toFixed(6)),
    };
  });
}

/** Sends the walk away from home as one watch upload. */
export async function sendAwayTrip(ctx: CommandContext, memberId: number, minutes: number): Promise<CommandOutcome> {
  const senior = await requireMember(ctx.prisma, memberId);
  if (!senior.home) {
    throw new CliError(`Member ${memberId} has no home coordinates and radius: set them on the Onboarding Info page`);
  }
  const device = senior.devices.watch;
  if (!device) throw new CliError(`Member ${memberId} has no linked watch`);
  const events: WatchEvent[] = awayPath(senior.home, Date.now(), minutes).map((p) => ({
    type: "location",
    ...p,
    source: "gps",
  }));
  const result = await ctx.client.upload("watch", device, { events });
  return { member: senior.memberId, senior: senior.name, device: `${device.type} ${device.uid}`, result };
}
