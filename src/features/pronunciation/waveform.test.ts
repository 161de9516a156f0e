import { describe, expect, it } from "vitest";
import { peaks, sharedScale } from "./waveform";

describe("peaks", () => {
  it("keeps each column's lowest and highest sample, scaled so the loudest reaches 1", () => {
    const samples = [0.1, -0.2, 0.05, 0.4, -0.1, 0.2, 0, -0.05];
    expect(peaks(samples, 4)).toEqual([
      { min: -0.5, max: 0.25 },
      { min: 0, max: 1 },
      { min: -0.25, max: 0.5 },
      { min: -0.125, max: 0 },
    ]);
  });

  it("shows a quiet recording's shape as large as a loud one's", () => {
    const loud = [0.8, -0.8, 0.4, -0.4];
    const quiet = loud.map((sample) => sample / 20);
    expect(peaks(quiet, 2)).toEqual(peaks(loud, 2));
  });

  it("draws silence flat instead of blowing up its noise", () => {
    expect(peaks([0.004, -0.003, 0.002, 0], 2)).toEqual([
      { min: 0, max: 0 },
      { min: 0, max: 0 },
    ]);
  });

  it("gives every column a sample when there are fewer samples than columns", () => {
    const result = peaks([0.5, -1], 4);
    expect(result).toHaveLength(4);
    expect(result.every((peak) => peak.min !== 0 || peak.max !== 0)).toBe(true);
  });

  it("gives empty columns for no samples, and none for no columns", () => {
    expect(peaks([], 3)).toEqual([
      { min: 0, max: 0 },
      { min: 0, max: 0 },
      { min: 0, max: 0 },
    ]);
    expect(peaks([0.5], 0)).toEqual([]);
  });
});

describe("sharedScale", () => {
  it("gives the longest recording every column and the other its share of the same time scale", () => {
    expect(sharedScale([1800, 2400], 120)).toEqual([90, 120]);
    expect(sharedScale([3000, 1000], 90)).toEqual([90, 30]);
  });

  it("keeps at least one column for a very short recording, and none for an empty one", () => {
    expect(sharedScale([10, 60_000], 100)).toEqual([1, 100]);
    expect(sharedScale([0, 1000], 100)).toEqual([0, 100]);
    expect(sharedScale([0, 0], 100)).toEqual([0, 0]);
  });
});
