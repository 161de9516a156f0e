export { CockpitLevel4 } from "./cockpit-level4";
export { Level4Card } from "./level4-card";
export { TrackView } from "./track-view";
