import { FACILITY_TYPE_LABELS, type FacilityTypeValue } from "@care/contracts";
import {
  Box,
  Checkbox,
  FormControlLabel,
  FormGroup,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from "@mui/material";
import type { ReactNode } from "react";
import { GRAPH_SERIES, MONTH_RANGES, SERIES_LABELS, type GraphSeries, type MonthRange } from "../model/zone-selection";

const TYPES = Object.keys(FACILITY_TYPE_LABELS) as FacilityTypeValue[];

/** The zone graphs' controls: month range (3 or 12), zone checkboxes, facility type. */
export function ZoneGraphControls({
  range,
  onRange,
  series,
  onSeries,
  facilityType,
  onFacilityType,
}: {
  range: MonthRange;
  onRange: (r: MonthRange) => void;
  series: readonly GraphSeries[];
  onSeries: (clicked: GraphSeries) => void;
  facilityType: FacilityTypeValue;
  onFacilityType: (t: FacilityTypeValue) => void;
}): ReactNode {
  return (
    <Box sx={{ display: "flex", gap: 3, alignItems: "center", flexWrap: "wrap", mb: 3 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={range}
        aria-label="Month range"
        onChange={(_, v: MonthRange | null) => v && onRange(v)}
      >
        {MONTH_RANGES.map((m) => (
          <ToggleButton key={m} value={m}>
            {m} Months
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormGroup row role="group" aria-label="Zones">
        {GRAPH_SERIES.map((s) => (
          <FormControlLabel
            key={s}
            label={SERIES_LABELS[s]}
            control={<Checkbox checked={series.includes(s)} onChange={() => onSeries(s)} />}
          />
        ))}
      </FormGroup>
      <TextField
        select
        size="small"
        label="Facility Type"
        value={facilityType}
        onChange={(e) => onFacilityType(e.target.value as FacilityTypeValue)}
        sx={{ minWidth: 200 }}
      >
        {TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {FACILITY_TYPE_LABELS[t]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
