export { CertificateList } from "./certificate-list";
export { VerificationView, VerificationMissing } from "./verification-view";
export { MemberCertificates } from "./member-certificates";
