import { describe, expect, it } from "vitest";
import type { TaughtLevel } from "@/lib/levels";
import { estimateSpeaking, MIN_PHRASES } from "./speaking-estimate";

const said = (level: TaughtLevel, ...scores: number[]) => scores.map((score) => ({ level, score }));
const green = (level: TaughtLevel, count = MIN_PHRASES) => said(level, ...Array<number>(count).fill(90));

describe("the speaking estimate", () => {
  it("is not measured before a band has enough phrases", () => {
    expect(estimateSpeaking([])).toEqual({ level: null, phrases: 0 });
    expect(estimateSpeaking(said("A1", 95, 95, 95, 95))).toEqual({ level: null, phrases: 4 });
  });

  it("is the highest band said in the green, with a confidence that grows with the phrases", () => {
    expect(estimateSpeaking([...green("A1"), ...green("A2")])).toEqual({ level: "A2", confidence: "low", phrases: 10 });
    expect(estimateSpeaking(green("B1", 2 * MIN_PHRASES))).toMatchObject({ level: "B1", confidence: "medium" });
    expect(estimateSpeaking(green("A2", 4 * MIN_PHRASES))).toMatchObject({ level: "A2", confidence: "high" });
  });

  it("stops below the first band whose median is not green", () => {
    const estimate = estimateSpeaking([...green("A1"), ...said("A2", 90, 85, 60, 55, 50), ...green("B1")]);
    expect(estimate).toMatchObject({ level: "A1" });
  });

  it("skips a band with too few phrases to judge, either way", () => {
    expect(estimateSpeaking([...green("A1"), ...said("A2", 20, 20), ...green("B1")])).toMatchObject({ level: "B1" });
  });
});
