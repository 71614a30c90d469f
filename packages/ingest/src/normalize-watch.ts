// Watch event list → normalized batch. One event is one value; SOS and fall become alarms, location events
// become positions for the geofence, status and battery update the device.
import type { WatchUpload } from "@care/contracts";
import { emptyBatch, latest, type DeviceContext, type Normalized } from "./types.js";

export function normalizeWatch(device: DeviceContext, upload: WatchUpload): Normalized {
  const batch = emptyBatch(device);
  upload.events.forEach((e, i) => {
    const ts = new Date(e.ts);
    const at = `body.events.${i}`;
    switch (e.type) {
      case "heart_rate":
        batch.readings.push({ metric: "heart_rate", ts, value: e.bpm, path: `${at}.bpm` });
        break;
      case "steps":
        batch.readings.push({ metric: "steps", ts, value: e.count, path: `${at}.count` });
        break;
      case "battery":
        batch.readings.push({ metric: "battery", ts, value: e.percent, path: `${at}.percent` });
        batch.battery = latest(batch.battery, { value: Math.round(e.percent), ts });
        break;
      case "location":
        batch.locations.push({ ts, lat: e.lat, lng: e.lng, source: e.source ?? null, path: at });
        break;
      case "status":
        batch.online = latest(batch.online, { value: e.online, ts });
        break;
      case "sos":
      case "fall":
        batch.alarms.push({ type: e.type, ts, lat: e.lat ?? null, lng: e.lng ?? null, path: at });
        break;
    }
  });
  return { batch, errors: [] };
}
