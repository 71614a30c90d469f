import { Box } from "@mui/material";
import type { ReactNode } from "react";
import { formatDistance } from "./elapsed";
import { sketch, type LatLng } from "./sketch-geometry";

const W = 280;
const H = 130;

export interface LocationSketchProps {
  point: LatLng;
  home: (LatLng & { radius_m: number | null }) | null;
  /** Spoken by screen readers, e.g. "1.1 km from home, outside the home geofence". */
  label: string;
}

/**
 * A small static map of the last location: the home's geofence, the home and the point, with a scale bar. Drawn
 * in the browser from the coordinates alone (sketch-geometry.ts says why no tile server is asked).
 */
export function LocationSketch({ point, home, label }: LocationSketchProps): ReactNode {
  const s = sketch({ point, home, width: W, height: H });
  return (
    <Box
      component="svg"
      role="img"
      aria-label={`Map sketch: ${label}`}
      viewBox={`0 0 ${W} ${H}`}
      sx={{ width: "100%", maxWidth: W, display: "block", borderRadius: 1, border: 1, borderColor: "divider" }}
    >
      <rect width={W} height={H} fill="#eef3ea" />
      {s.home && s.home.r !== null && (
        <circle
          cx={s.home.x}
          cy={s.home.y}
          r={Math.max(s.home.r, 2)}
          fill="#6BA53933"
          stroke="#6BA539"
          strokeDasharray="4 3"
          strokeWidth={1.5}
        />
      )}
      {s.home && (
        // A small house: the home, centre of the geofence.
        <path d={`M${s.home.x - 6} ${s.home.y + 5}v-6l6-5 6 5v6z`} fill="#2e5d1a" stroke="#fff" strokeWidth={1} />
      )}
      <circle cx={s.point.x} cy={s.point.y} r={7} fill="#d32f2f" stroke="#fff" strokeWidth={2} />
      <g transform={`translate(10 ${H - 12})`} fontSize={10} fill="#333">
        <path d={`M0 -4v4h${s.scale.px}v-4`} fill="none" stroke="#333" strokeWidth={1.5} />
        <text x={s.scale.px + 5} y={0}>
          {formatDistance(s.scale.metres)}
        </text>
      </g>
      {/* North is up: said in the bottom right corner, out of the scale bar's way. */}
      <text x={W - 12} y={H - 6} fontSize={11} fontWeight={700} fill="#333" textAnchor="middle">
        N
      </text>
      <path d={`M${W - 12} ${H - 26}l-3 8h6z`} fill="#333" />
    </Box>
  );
}
