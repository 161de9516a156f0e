export { teamAccess, requireTeamAdmin, type TeamAccess, type TeamAdmin } from "./access";
export { listPeople, monthWindow, PEOPLE_PAGE_SIZE, type Person, type PeoplePage } from "./people";
export { listUnits, createUnit, renameUnit, deleteUnit, placeMember, type OrgUnit, type UnitKind } from "./structure";
export { recentTeamProgress, RECENT_FIGURES_MAX_AGE_MS } from "./recent-figures";
export { teamProgress, PROGRESS_WEEKS, LEVELS, type TeamProgress, type WeekFigures, type LevelGroup, type LevelGain } from "./progress";
export { getFrancizationProfile, saveFrancizationProfile, type FrancizationProfile } from "./francization";
export { trainingLedger, addTrainingEntry, deleteTrainingEntry, type TrainingLedger, type TrainingEntry } from "./training";
export { listOtherLanguagePositions, addOtherLanguagePosition, deleteOtherLanguagePosition, type OtherLanguagePosition } from "./language-positions";
export { francizationOverview, reportYear, type FrancizationOverview } from "./cockpit-overview";
export { frenchKnowledge, type FrenchKnowledge } from "./knowledge";
export { yearlyReport, reportCsv } from "./yearly-report";
export { renderReportPdf } from "./report/report-pdf";
export { progressCsv } from "./progress-csv";
export { listNamedViews, AUDIT_PAGE_SIZE, type NamedView } from "./audit";
export { previewImport, commitImport, sendImportedInvitations, type ImportPreviewView } from "./import-service";
export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "./staff-import";
export { openLearnerDetail, type LearnerDetail } from "./learner-detail";
export {
  peopleQuery,
  unitNameInput,
  unitIdInput,
  memberPlacementInput,
  importCommitParams,
  francizationProfileInput,
  trainingEntryInput,
  otherLanguagePositionInput,
  type PeopleQuery,
  type FrancizationProfileInput,
  type TrainingEntryInput,
  type OtherLanguagePositionInput,
} from "./schemas";
