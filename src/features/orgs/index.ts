export {
  listMembers,
  listMemberships,
  getOrganization,
  listPendingInvitations,
  countPendingInvitations,
  countMembers,
  type OrganizationMember,
  type Membership,
  type OrganizationSettings,
  type PendingInvitation,
} from "./queries";
export { roles, isRole, isAdminRole, canInvite, canChangeRole, canRemove, type Role } from "./roles";
export {
  currentMembership,
  requireActiveMembership,
  requireApiMembership,
  resolveMembership,
  switchOrganization,
  type ActiveMembership,
} from "./membership";
export { invite, resendInvitation, sendFirstInvitationEmail, revokeInvitation, type Actor } from "./invitations";
export {
  findInvitation,
  acceptInvitation,
  createAccountFromInvitation,
  type InvitationView,
} from "./invitation-acceptance";
export { INVITATION_DAYS } from "./invitation-links";
export { changeMembersRoles, removeMembers } from "./bulk-members";
export {
  changeMemberRole,
  removeFromOrganization,
  saveOrganizationSettings,
  saveLogo,
  createOrganization,
  deleteOrganization,
} from "./service";
export {
  invitationInput,
  invitationIdInput,
  invitationTokenInput,
  memberRoleInput,
  memberIdInput,
  activeOrganizationInput,
  organizationSettingsInput,
  organizationCreationInput,
  type InvitationInput,
  type OrganizationSettingsInput,
} from "./schemas";
export { LOGO_TYPES, LOGO_MAX_BYTES } from "./logo";
export { browserRecognitionAllowed } from "./speech-policy";
