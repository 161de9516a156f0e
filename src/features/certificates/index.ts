export { issueCertificate } from "./issue";
export { listCertificates, certificatesOfMember, type MemberCertificate } from "./queries";
export { verifyCertificate } from "./verify";
export { certificatePdf } from "./service";
export { certificatesForExport } from "./personal-data";
export { withdrawCertificate, revokeMemberCertificate } from "./revoke";
