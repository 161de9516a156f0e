export { learnerTrack, teamTrack, TEAM_TRACK_PAGE_SIZE, type TeamTrackSort } from "./service";
