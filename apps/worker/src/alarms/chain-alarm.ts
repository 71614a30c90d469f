import type { PrismaClient } from "@care/db";

/** What the chain's messages say about an alarm, read once per step. */
export interface ChainAlarm {
  id: string;
  type: "sos" | "fall";
  status: "pending" | "assigned" | "closed";
  occurredAt: Date;
  receivedAt: Date;
  escalationLevel: number;
  lat: number | null;
  lng: number | null;
  senior: {
    id: string;
    memberId: number;
    name: string;
    mobile: string | null;
    timezone: string;
    facilityId: string | null;
    facilityName: string | null;
  };
}

export async function loadChainAlarm(prisma: PrismaClient, alarmId: string): Promise<ChainAlarm | null> {
  const a = await prisma.alarm.findUnique({
    where: { id: alarmId },
    select: {
      id: true,
      type: true,
      status: true,
      occurredAt: true,
      receivedAt: true,
      escalationLevel: true,
      lat: true,
      lng: true,
      senior: {
        select: {
          id: true,
          memberId: true,
          firstName: true,
          middleName: true,
          lastName: true,
          mobileNumber: true,
          timezone: true,
          facility: { select: { id: true, name: true } },
        },
      },
    },
  });
  if (!a) return null;
  const s = a.senior;
  return {
    id: a.id,
    type: a.type,
    status: a.status,
    occurredAt: a.occurredAt,
    receivedAt: a.receivedAt,
    escalationLevel: a.escalationLevel,
    lat: a.lat,
    lng: a.lng,
    senior: {
      id: s.id,
      memberId: s.memberId,
      name: [s.firstName, s.middleName, s.lastName].filter(Boolean).join(" "),
      mobile: s.mobileNumber,
      timezone: s.timezone,
      facilityId: s.facility?.id ?? null,
      facilityName: s.facility?.name ?? null,
    },
  };
}
