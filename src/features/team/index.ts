export { teamAccess, requireTeamAdmin, type TeamAccess, type TeamAdmin } from "./access";
export { listPeople, monthWindow, PEOPLE_PAGE_SIZE, type Person, type PeoplePage } from "./people";
export { listUnits, createUnit, renameUnit, deleteUnit, placeMember, type OrgUnit, type UnitKind } from "./structure";
export { placeMembers, type PlacementChange } from "./bulk-placement";
export { recentTeamProgress } from "./recent-figures";
export { sharedFigures } from "./shared-figures";
export {
  teamProgress,
  levelDistribution,
  levelGains,
  PROGRESS_WEEKS,
  type TeamProgress,
  type WeekFigures,
  type LevelGroup,
  type LevelGain,
} from "./progress";
// What the francization cockpit builds on: the same practice time, level order and small-group rule as the team's figures.
export { practiceRows, levelRankSql } from "./practice-sql";
export { MIN_GROUP_SIZE, suppressSmallGroups } from "./aggregates";
export { byGroupName, countedGroupJoin, groupLabel, refreshCountedGroups, type GroupLabels } from "./counted-groups";
export { progressCsv } from "./progress-csv";
export {
  previewImport,
  commitImport,
  sendImportedInvitations,
  IMPORTED_INVITATIONS_QUEUE,
  type ImportPreviewView,
  type ImportedInvitationsJob,
} from "./import-service";
export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "./staff-import";
export { openLearnerDetail, type LearnerDetail } from "./learner-detail";
export {
  peopleQuery,
  unitNameInput,
  unitRenameInput,
  unitIdInput,
  memberPlacementInput,
  bulkMembersInput,
  importCommitParams,
  type PeopleQuery,
} from "./schemas";
