export { CertificateList } from "./certificate-list";
export { VerificationView, VerificationMissing, VerificationRevoked } from "./verification-view";
export { MemberCertificates } from "./member-certificates";
