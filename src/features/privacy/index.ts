export { exportPersonalData } from "./export";
export { employerViews } from "./employer-view";
