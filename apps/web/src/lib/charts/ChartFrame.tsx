import { Box, Typography } from "@mui/material";
import type { ReactElement, ReactNode } from "react";
import { ResponsiveContainer } from "recharts";
import { EMPTY_TEXT, type EmptyText } from "./chart-format";

export interface ChartFrameProps {
  height: number;
  /** A fixed width (print views, tests); without it the chart fills its card. */
  width?: number;
  isEmpty: boolean;
  emptyText?: EmptyText;
  /** One recharts chart element. */
  children: ReactElement;
}

/** The empty state in the chart's own space, so a card keeps its height whether or not it has data. */
export function ChartEmpty({ height, text }: { height: number; text: EmptyText }): ReactNode {
  return (
    <Box sx={{ height, display: "flex", alignItems: "center", justifyContent: "center" }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}

/** Every chart of the kit: the empty state when there is nothing to draw, else the chart at the right size. */
export function ChartFrame({
  height,
  width,
  isEmpty,
  emptyText = EMPTY_TEXT.noRecords,
  children,
}: ChartFrameProps): ReactNode {
  if (isEmpty) return <ChartEmpty height={height} text={emptyText} />;
  if (width !== undefined) return <Box sx={{ width, height }}>{children}</Box>;
  return (
    <ResponsiveContainer width="100%" height={height}>
      {children}
    </ResponsiveContainer>
  );
}
