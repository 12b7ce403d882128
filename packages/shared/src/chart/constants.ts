/**
 * Sides of the chart pictures the server draws (ADR 026), in CSS pixels: a chart outside them is
 * drawn by the browser alone.
 */
export const CHART_SNAPSHOT_LIMITS = { minSide: 100, maxWidth: 4096, maxHeight: 1200 } as const;
