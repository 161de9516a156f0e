import { enClientMeeting } from "./en-client-meeting";
import { enCustomerComplaint } from "./en-customer-complaint";
import { enLunchSmallTalk } from "./en-lunch-small-talk";
import { enPhoneCall } from "./en-phone-call";
import { enSafetyBriefing } from "./en-safety-briefing";
import { enTeamMeeting } from "./en-team-meeting";
import { frClientMeeting } from "./fr-client-meeting";
import { frCustomerComplaint } from "./fr-customer-complaint";
import { frLunchSmallTalk } from "./fr-lunch-small-talk";
import { frPhoneCall } from "./fr-phone-call";
import { frSafetyBriefing } from "./fr-safety-briefing";
import { frTeamMeeting } from "./fr-team-meeting";
import type { GuidedTable } from "./types";

/** The dialogues with a table of learners' replies. */
export const TABLES: readonly GuidedTable[] = [
  frLunchSmallTalk,
  frSafetyBriefing,
  frTeamMeeting,
  frPhoneCall,
  frClientMeeting,
  frCustomerComplaint,
  enTeamMeeting,
  enLunchSmallTalk,
  enSafetyBriefing,
  enPhoneCall,
  enClientMeeting,
  enCustomerComplaint,
];
