export { learnerTrack, teamTrack, type TeamTrackSort } from "./service";
