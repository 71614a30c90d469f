// Two corporations with three facilities each: one assisted-living, one independent-living and one memory-care
// facility per corporation. Addresses are plausible but fictional.
import type { FacilityType, Prisma, PrismaClient } from "@care/db";
import { insertMissing } from "./batch.js";
import { ANCHOR } from "./dates.js";
import { seedId } from "./ids.js";

export interface SeedFacility {
  id: string;
  name: string;
  corporationId: string;
  facilityType: FacilityType;
  street: string;
  city: string;
  state: string;
  postalcode: string;
  phoneOffice: string;
  timezone: string;
  latitude: number;
  longitude: number;
  areaCode: string;
}

const CORPORATIONS = [
  { name: "Evergreen Senior Living", phoneOffice: "4045550100" },
  { name: "Canyon Ridge Communities", phoneOffice: "6025550100" },
] as const;

type FacilitySource = Omit<SeedFacility, "id" | "corporationId" | "phoneOffice"> & { corporation: 0 | 1 };

const FACILITY_SOURCES: readonly FacilitySource[] = [
  {
    name: "Evergreen Gardens Assisted Living",
    corporation: 0,
    facilityType: "assisted_living",
    street: "1200 Peachtree St NE",
    city: "Atlanta",
    state: "GA",
    postalcode: "30309",
    areaCode: "404",
    timezone: "America/New_York",
    latitude: 33.7866,
    longitude: -84.3831,
  },
  {
    name: "Evergreen Commons",
    corporation: 0,
    facilityType: "independent_living",
    street: "450 N Orange Ave",
    city: "Orlando",
    state: "FL",
    postalcode: "32801",
    areaCode: "407",
    timezone: "America/New_York",
    latitude: 28.5489,
    longitude: -81.3792,
  },
  {
    name: "Evergreen Memory Care of Charlotte",
    corporation: 0,
    facilityType: "memory_care",
    street: "2100 Park Rd",
    city: "Charlotte",
    state: "NC",
    postalcode: "28203",
    areaCode: "704",
    timezone: "America/New_York",
    latitude: 35.1937,
    longitude: -80.8499,
  },
  {
    name: "Canyon Ridge Assisted Living",
    corporation: 1,
    facilityType: "assisted_living",
    street: "3800 E Camelback Rd",
    city: "Phoenix",
    state: "AZ",
    postalcode: "85018",
    areaCode: "602",
    timezone: "America/Phoenix",
    latitude: 33.5093,
    longitude: -111.9981,
  },
  {
    name: "Canyon Ridge at Lakewood",
    corporation: 1,
    facilityType: "independent_living",
    street: "7100 W Alaska Dr",
    city: "Lakewood",
    state: "CO",
    postalcode: "80226",
    areaCode: "303",
    timezone: "America/Denver",
    latitude: 39.7083,
    longitude: -105.0725,
  },
  {
    name: "Canyon Ridge Memory Care",
    corporation: 1,
    facilityType: "memory_care",
    street: "5400 Balcones Dr",
    city: "Austin",
    state: "TX",
    postalcode: "78731",
    areaCode: "512",
    timezone: "America/Chicago",
    latitude: 30.3322,
    longitude: -97.7517,
  },
];

/** Seed order matters: FACILITIES[0] is "the first assisted-living facility" (home of facility@demo.care). */
export const FACILITIES: readonly SeedFacility[] = FACILITY_SOURCES.map((f, i) => {
  const corporation = CORPORATIONS[f.corporation] as (typeof CORPORATIONS)[number];
  const { corporation: _index, ...rest } = f;
  return {
    ...rest,
    id: seedId("facility", f.name),
    corporationId: seedId("corporation", corporation.name),
    phoneOffice: `${f.areaCode}555${String(200 + i).padStart(4, "0")}`,
  };
});

export async function seedCorporationsAndFacilities(prisma: PrismaClient, anchor: Date = ANCHOR): Promise<number> {
  const corporations: Prisma.CorporationCreateManyInput[] = CORPORATIONS.map((c) => ({
    id: seedId("corporation", c.name),
    name: c.name,
    phoneOffice: c.phoneOffice,
    createdAt: anchor,
    updatedAt: anchor,
  }));
  const facilities: Prisma.FacilityCreateManyInput[] = FACILITIES.map((f) => ({
    id: f.id,
    name: f.name,
    corporationId: f.corporationId,
    facilityType: f.facilityType,
    addressStreet: f.street,
    addressCity: f.city,
    addressState: f.state,
    addressPostalcode: f.postalcode,
    phoneOffice: f.phoneOffice,
    timezone: f.timezone,
    createdAt: anchor,
    updatedAt: anchor,
  }));
  return (
    (await insertMissing((a) => prisma.corporation.createMany(a), corporations)) +
    (await insertMissing((a) => prisma.facility.createMany(a), facilities))
  );
}
