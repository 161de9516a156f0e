export { FrancizationProfileForm } from "./francization-profile-form";
export { KnowledgeView } from "./knowledge-view";
export { LanguagePositionForm } from "./language-position-form";
export { LanguagePositionsList } from "./language-positions-list";
export { ObligationsList } from "./obligations-list";
export { ReportLinks } from "./report-links";
export { TrainingForm } from "./training-form";
export { TrainingLedgerView } from "./training-ledger-view";
