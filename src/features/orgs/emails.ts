// React Email templates of the organizations feature; strings in messages/<locale>/email.json.
export { invitationEmail } from "./emails/invitation";
