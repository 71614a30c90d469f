import { Box, Chip, Link, Skeleton, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { formatPhone } from "../format/phone";
import { formatDistance } from "./elapsed";
import { ElapsedSince } from "./ElapsedSince";
import { LocationSketch } from "./LocationSketch";
import { useAlarmDetails, type AlarmDetailsData, type AlarmRef } from "./use-alarm-details";
import { LoadFailedNote } from "./LoadFailedNote";

export const RESPONDER_TEXT = {
  heading: "For the responder",
  loadFailed: "Caregivers, conditions and the address could not be loaded.",
  retry: "Try again",
  noLocation: "No location known",
  addressUnknown: "Address not known",
  noContacts: "No primary or secondary caregiver on file",
  noConditions: "No medical condition on file",
  noAllergies: "No allergy recorded",
  openLocation: "Open the Location tab",
  whereTitle: "Address and map",
} as const;

const TYPE_LABEL: Record<AlarmDetailsData["contacts"][number]["caregiver_type"], string> = {
  primary: "Primary",
  secondary: "Secondary",
  alternate: "Emergency contact",
};

function Section({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <Box component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function LocationPart({ d, locationHref }: { d: AlarmDetailsData; locationHref?: string }): ReactNode {
  const loc = d.location;
  if (!loc) return <Typography>{RESPONDER_TEXT.noLocation}</Typography>;
  const where =
    loc.at_home === true
      ? "At home"
      : loc.distance_from_home_m !== null
        ? `${formatDistance(loc.distance_from_home_m)} from home`
        : null;
  const geofence =
    loc.at_home === null ? "" : loc.at_home ? ", inside the home geofence" : ", outside the home geofence";
  return (
    <Stack spacing={1}>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {loc.address ?? RESPONDER_TEXT.addressUnknown}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {where && `${where} · `}
        <ElapsedSince since={loc.at} template="located {elapsed} ago" />
        {locationHref && (
          <>
            {" · "}
            <Link href={locationHref} target="_blank" rel="noopener">
              {RESPONDER_TEXT.openLocation}
            </Link>
          </>
        )}
      </Typography>
      {d.home && <LocationSketch point={loc} home={d.home} label={`${where ?? "last location"}${geofence}`} />}
    </Stack>
  );
}

function ContactsPart({ d }: { d: AlarmDetailsData }): ReactNode {
  if (d.contacts.length === 0) return <Typography>{RESPONDER_TEXT.noContacts}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {d.contacts.map((c) => (
        <li key={c.caregiver_id}>
          <Typography variant="body2" color="text.secondary">
            {TYPE_LABEL[c.caregiver_type]}
            {c.relationship ? ` · ${c.relationship}` : ""}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {c.name}{" "}
            {c.mobile_number ? (
              <Link href={`tel:${c.mobile_number}`} underline="hover">
                {formatPhone(c.mobile_number)}
              </Link>
            ) : (
              "-"
            )}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}

function MedicalPart({ d }: { d: AlarmDetailsData }): ReactNode {
  const more = d.conditions_total - d.conditions.length;
  return (
    <Stack spacing={1}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          Allergies
        </Typography>
        {d.allergies.length === 0 ? (
          <Typography variant="body2">{RESPONDER_TEXT.noAllergies}</Typography>
        ) : (
          <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap" }} spacing={0.5}>
            {d.allergies.map((a) => (
              <Chip key={a.condition} color="error" size="small" label={a.condition} />
            ))}
          </Stack>
        )}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          Conditions
        </Typography>
        {d.conditions.length === 0 ? (
          <Typography variant="body2">{RESPONDER_TEXT.noConditions}</Typography>
        ) : (
          <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2.5 }}>
            {d.conditions.map((c) => (
              <Typography component="li" variant="body2" key={c.condition}>
                {c.condition}
                {c.severity_level ? ` (${c.severity_level})` : ""}
              </Typography>
            ))}
            {more > 0 && (
              <Typography component="li" variant="body2" color="text.secondary">
                {more} more on the Medical Info tab
              </Typography>
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

export interface AlarmResponderInfoProps extends AlarmRef {
  /** The senior's location screen for this user (the popup: the Location tab), opened in a new browser tab. */
  locationHref?: string;
}

/**
 * What the next minute of an alarm needs (issue 27 item 7): the last location as an address with its age and a
 * small map, the caregivers to call, the key conditions and allergies. It loads on its own after the surrounding
 * popup or dialog has painted with the event's fields; a failed load leaves a short note and a retry, nothing else.
 */
export function AlarmResponderInfo({ locationHref, ...ref }: AlarmResponderInfoProps): ReactNode {
  const q = useAlarmDetails(ref);
  if (q.isError) {
    return (
      <LoadFailedNote
        text={RESPONDER_TEXT.loadFailed}
        retryText={RESPONDER_TEXT.retry}
        onRetry={() => void q.refetch()}
      />
    );
  }
  const parts: [string, (d: AlarmDetailsData) => ReactNode][] = [
    // Not "Last location": the spec's field of that name (the coordinates) is just above.
    [RESPONDER_TEXT.whereTitle, (d) => <LocationPart d={d} locationHref={locationHref} />],
    ["Caregivers", (d) => <ContactsPart d={d} />],
    ["Medical", (d) => <MedicalPart d={d} />],
  ];
  return (
    <Box
      aria-label={RESPONDER_TEXT.heading}
      aria-busy={q.isPending}
      role="group"
      sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "repeat(3, minmax(0, 1fr))" } }}
    >
      {parts.map(([title, render]) => (
        <Section key={title} title={title}>
          {q.data ? render(q.data) : <Skeleton variant="rounded" height={96} aria-label={`Loading ${title}`} />}
        </Section>
      ))}
    </Box>
  );
}
