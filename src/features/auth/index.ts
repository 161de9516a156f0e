export { currentViewer, viewerFromHeaders, type Viewer } from "./viewer";
export { safeRedirectPath } from "./redirects";
export { signInInput, signInLinkRequest, signInLinkConfirmation, signUpInput, passwordChangeInput, sessionRevocationInput, emailSchema, type SignInInput } from "./schemas";
export { signInWithPassword, signOut, requestSignInLink, confirmSignInLink, signUp, changePassword } from "./service";
export { setPassword } from "./passwords";
export { requireViewer, requireApiViewer } from "./guard";
export { analyticsIdentity, type AnalyticsIdentity } from "./analytics-identity";
export { listSessions, revokeSession, type SessionSummary } from "./queries";
export { describeUserAgent } from "./user-agent";
