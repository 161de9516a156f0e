import { describe, expect, it } from "vitest";
import { END_SLACK_PX, follow, initialFollow, type FollowEvent, type FollowState } from "./follow";

/** Plays events from the start; returns the state and whether each event scrolled. */
function play(...events: FollowEvent[]): { state: FollowState; scrolls: boolean[] } {
  let state = initialFollow;
  const scrolls: boolean[] = [];
  for (const event of events) {
    const next = follow(state, event);
    state = next.state;
    scrolls.push(next.scroll);
  }
  return { state, scrolls };
}

const atEnd = (top: number): FollowEvent => ({ type: "scrolled", top, belowEnd: 0 });
const readingAbove = (top: number, belowEnd = 600): FollowEvent => ({ type: "scrolled", top, belowEnd });

describe("follow", () => {
  it("brings each of Madame's lines and each streamed piece into view while the learner is at the end", () => {
    const { state, scrolls } = play(atEnd(1200), { type: "madame" }, { type: "madame" }, atEnd(1400));
    expect(scrolls).toEqual([false, true, true, false]);
    expect(state).toMatchObject({ following: true, unseen: false });
  });

  it("stays put once the learner scrolls up to read, and says a line is waiting", () => {
    const { state, scrolls } = play(atEnd(1200), readingAbove(700), { type: "madame" });
    expect(scrolls).toEqual([false, false, false]);
    expect(state).toMatchObject({ following: false, unseen: true });
  });

  it("counts a few pixels short of the end as the end", () => {
    const { state } = play(atEnd(1200), readingAbove(1190, END_SLACK_PX), { type: "madame" });
    expect(state).toMatchObject({ following: true, unseen: false });
    expect(play(atEnd(1200), readingAbove(1100, END_SLACK_PX + 1)).state.following).toBe(false);
  });

  it("keeps following while the page grows below or a smooth scroll goes down, which leave the end out of view", () => {
    const { state } = play(atEnd(1200), { type: "madame" }, readingAbove(1250, 300), readingAbove(1400, 150));
    expect(state.following).toBe(true);
  });

  it("follows again, and drops the pill, when the learner scrolls back to the end", () => {
    const { state } = play(atEnd(1200), readingAbove(500), { type: "madame" }, readingAbove(900), atEnd(1500));
    expect(state).toMatchObject({ following: true, unseen: false });
  });

  it("brings the learner's own line into view even when they were reading further up", () => {
    const { state, scrolls } = play(readingAbove(500), { type: "madame" }, { type: "learner" });
    expect(scrolls.at(-1)).toBe(true);
    expect(state).toMatchObject({ following: true, unseen: false });
  });

  it("keeps the end in view when the conversation grows in place, and leaves a reader where they are", () => {
    const following = play(atEnd(1200), { type: "resized" });
    expect(following.scrolls.at(-1)).toBe(true);
    const reading = play(atEnd(1200), readingAbove(500), { type: "resized" });
    expect(reading.scrolls.at(-1)).toBe(false);
    expect(reading.state).toMatchObject({ following: false, unseen: false });
  });

  it("scrolls down when the pill is pressed and keeps the pill until the end is reached", () => {
    const pressed = play(atEnd(1200), readingAbove(500), { type: "madame" }, { type: "jump" });
    expect(pressed.scrolls.at(-1)).toBe(true);
    expect(pressed.state).toMatchObject({ following: true, unseen: true });
    expect(follow(pressed.state, atEnd(1600)).state.unseen).toBe(false);
    // Scrolled up again on the way down: the view stays and the pill with it.
    expect(follow(pressed.state, readingAbove(400)).state).toMatchObject({ following: false, unseen: true });
  });
});
