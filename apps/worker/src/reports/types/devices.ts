import { Prisma } from "@care/db";
import { defineReport, localDateTime, MEMBER_SELECT, seniorScope, type ReportDefinition } from "../definition.js";

// Devices: the stock with whom each device is linked to now, and the watches that are offline while linked.

const DEVICE_TYPE_LABEL = `CASE d.type WHEN 'watch' THEN 'Watch' WHEN 'sleep' THEN 'Sleep Mat' WHEN 'scale' THEN 'Scale'
  WHEN 'withings_hub' THEN 'Hub' ELSE 'Techuva Watch' END`;
const LINKED = Prisma.sql`device d
  LEFT JOIN device_assignment da ON da.device_id = d.id AND da.unlinked_at IS NULL
  LEFT JOIN senior s ON s.id = da.senior_id`;

/**
 * Every device; one not linked to anyone has empty member columns. A member filter (facility, zone, ...) keeps
 * only devices linked to members it matches, so a facility agent never sees the unlinked stock.
 */
export const deviceInventory: ReportDefinition = defineReport(
  "device_inventory",
  [
    { header: "Device Type", key: "device_type", width: 14 },
    { header: "Identifier", key: "identifier", width: 20 },
    { header: "Vendor", key: "vendor", width: 12 },
    { header: "Model", key: "model", width: 14 },
    { header: "Online", key: "online", width: 8 },
    { header: "Battery (%)", key: "battery" },
    { header: "Last Data", key: "last_data", width: 17 },
    { header: "Member ID", key: "member_id", width: 11 },
    { header: "Member Name", key: "member_name", width: 24 },
    { header: "Facility", key: "facility_name", width: 24 },
    { header: "Zone", key: "zone", width: 8 },
    { header: "Linked Since", key: "linked_since", width: 17 },
  ],
  (f) => ({
    select: Prisma.raw(`${DEVICE_TYPE_LABEL} AS device_type, d.unique_identifier AS identifier, d.vendor, d.model,
      CASE WHEN d.online THEN 'Yes' ELSE 'No' END AS online, d.battery,
      ${localDateTime("d.last_ingestion_at", "COALESCE(s.timezone, 'America/New_York')")} AS last_data,
      ${MEMBER_SELECT}, ${localDateTime("da.assigned_at", "COALESCE(s.timezone, 'America/New_York')")} AS linked_since`),
    from: LINKED,
    where: seniorScope(f),
    keys: ["d.unique_identifier"],
  }),
);

export const offlineWatches: ReportDefinition = defineReport(
  "offline_watches",
  [
    { header: "Member ID", key: "member_id", width: 11 },
    { header: "Member Name", key: "member_name", width: 24 },
    { header: "Facility", key: "facility_name", width: 24 },
    { header: "Zone", key: "zone", width: 8 },
    { header: "Device Type", key: "device_type", width: 14 },
    { header: "Identifier", key: "identifier", width: 20 },
    { header: "Battery (%)", key: "battery" },
    { header: "Last Data", key: "last_data", width: 17 },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, ${DEVICE_TYPE_LABEL} AS device_type, d.unique_identifier AS identifier,
      d.battery, ${localDateTime("d.last_ingestion_at")} AS last_data`),
    from: Prisma.sql`device d JOIN device_assignment da ON da.device_id = d.id AND da.unlinked_at IS NULL
      JOIN senior s ON s.id = da.senior_id`,
    where: [Prisma.sql`d.type IN ('watch', 'techuva_watch') AND NOT d.online`, ...seniorScope(f)],
    keys: ["s.member_id", "d.unique_identifier"],
  }),
);
