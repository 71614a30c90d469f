/**
 * How long ago, as a responder reads it at a glance: "45 s", "3 min 05 s", "2 h 03 min", "3 d 4 h". Negative
 * spans (a device clock ahead of the browser's) read as "0 s".
 */
export function formatElapsed(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s} s`;
  const pad = (n: number): string => String(n).padStart(2, "0");
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${pad(s % 60)} s`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h} h ${pad(m % 60)} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

/** A distance for a person: metres below a kilometre, kilometres with one decimal below 100 km, then whole ones. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  const km = metres / 1000;
  return km < 100 ? `${km.toFixed(1)} km` : `${Math.round(km).toLocaleString("en-US")} km`;
}
