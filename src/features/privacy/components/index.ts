export { EmployerViewCard } from "./employer-view-card";
