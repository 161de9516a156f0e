import { describe, expect, it } from "vitest";
import { chartRows, type ChartPoint } from "./chart-data";

const point = (key: string, minutes: number | null): ChartPoint => ({
  key,
  axisLabel: key,
  label: key,
  details: [],
  values: { minutes },
});

describe("chartRows", () => {
  const series = [{ key: "minutes", name: "Minutes", tone: "primary" as const }];

  it("keeps every figure as it is", () => {
    expect(chartRows([point("a", 0), point("b", 40)], series)).toEqual([
      { axisLabel: "a", minutes: 0 },
      { axisLabel: "b", minutes: 40 },
    ]);
  });

  it("draws a withheld figure as a stub of the highest bar, never as zero", () => {
    const [withheld] = chartRows([point("a", null), point("b", 40)], series);
    expect(withheld!.minutes).toBe(2);
  });

  it("still draws a stub when every figure is withheld", () => {
    expect(chartRows([point("a", null)], series)[0]!.minutes).toBeGreaterThan(0);
  });
});
