import type { ReactNode } from "react";
import { MapMarker } from "./MapMarker";
import { numberedIcon } from "./marker-icons";

export interface HistoryPoint {
  lat: number;
  lng: number;
}

export interface HistoryPointsProps<P extends HistoryPoint> {
  /** Oldest first; the last is the latest position. */
  points: readonly P[];
  tooltip?: (point: P, index: number) => ReactNode;
  onPointClick?: (point: P, index: number) => void;
}

/** A location history: points numbered 1, 2, … in order, the last (latest) one a plain marker (spec 2). */
export function HistoryPoints<P extends HistoryPoint>({
  points,
  tooltip,
  onPointClick,
}: HistoryPointsProps<P>): ReactNode {
  return points.map((point, index) => {
    const isLast = index === points.length - 1;
    return (
      <MapMarker
        key={`${index}-${point.lat}-${point.lng}`}
        position={[point.lat, point.lng]}
        icon={isLast ? undefined : numberedIcon(index + 1)}
        title={isLast ? "Latest location" : `Location ${index + 1}`}
        tooltip={tooltip?.(point, index)}
        onClick={onPointClick ? () => onPointClick(point, index) : undefined}
      />
    );
  });
}
