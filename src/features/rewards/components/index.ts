export { DashboardView } from "./dashboard-view";
export { RewardsView } from "./rewards-view";
