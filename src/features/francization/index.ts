export { francizationOverview } from "./overview";
export { saveFrancizationProfile } from "./profile";
export { addTrainingEntry, deleteTrainingEntry } from "./training";
export {
  addOtherLanguagePosition,
  deleteOtherLanguagePosition,
  updateOtherLanguagePosition,
} from "./language-positions";
export { yearlyReport, reportCsv } from "./yearly-report";
export { renderReportPdf } from "./report/report-pdf";
export {
  francizationProfileInput,
  trainingEntryInput,
  otherLanguagePositionInput,
  otherLanguagePositionUpdate,
} from "./schemas";
