export { listMembers, type OrganizationMember } from "./queries";
