export { exportPersonalData, EXPORT_FORMAT } from "./export";
export { employerViews, type EmployerView } from "./employer-view";
