/**
 * Whether the conversation keeps the newest line in view. It follows the conversation until the
 * learner scrolls up to read earlier lines; then new lines wait behind a "new message" pill, and
 * following resumes when the learner is back at the end (by scrolling or by pressing the pill) or
 * sends a line of their own.
 */

/** How close to the end (in pixels) still counts as reading the newest line. */
export const END_SLACK_PX = 48;

export type FollowState = {
  /** New lines bring the view along. */
  following: boolean;
  /** A line arrived while the learner was reading further up: the pill shows. */
  unseen: boolean;
  /** The last scroll position seen, to tell scrolling up from the page growing under the learner. */
  top: number;
};

export type FollowEvent =
  /** The page scrolled: `top` is the scroll position, `belowEnd` how far the conversation's end lies below the viewport. */
  | { type: "scrolled"; top: number; belowEnd: number }
  /** A line arrived, or more of Madame's streaming answer. */
  | { type: "madame" }
  /** The learner sent a line. */
  | { type: "learner" }
  /** The learner pressed the pill. */
  | { type: "jump" }
  /** The conversation or the window changed size (a note in the composer, a translation, a rotated phone). */
  | { type: "resized" };

export const initialFollow: FollowState = { following: true, unseen: false, top: 0 };

/** The next state, and whether the view should scroll to the newest line now. */
export function follow(state: FollowState, event: FollowEvent): { state: FollowState; scroll: boolean } {
  switch (event.type) {
    case "scrolled": {
      const atEnd = event.belowEnd <= END_SLACK_PX;
      // Only the learner moves the view up: a smooth scroll down, or lines added below, never do.
      const movedUp = event.top < state.top - 1;
      const following = atEnd || (state.following && !movedUp);
      return { state: { following, unseen: atEnd ? false : state.unseen, top: event.top }, scroll: false };
    }
    case "madame":
      return state.following
        ? { state: { ...state, unseen: false }, scroll: true }
        : { state: { ...state, unseen: true }, scroll: false };
    case "learner":
      return { state: { ...state, following: true, unseen: false }, scroll: true };
    case "resized":
      return { state, scroll: state.following };
    case "jump":
      // The pill stays until the view reaches the end, in case the learner stops it on the way.
      return { state: { ...state, following: true }, scroll: true };
  }
}
