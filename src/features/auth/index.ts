export { currentViewer, viewerFromHeaders, sessionCookieOf, type Viewer } from "./viewer";
export { safeRedirectPath } from "./redirects";
export {
  signInInput,
  signInLinkRequest,
  signInLinkConfirmation,
  signUpInput,
  passwordChangeInput,
  sessionRevocationInput,
  emailSchema,
  type SignInInput,
} from "./schemas";
export { signInWithPassword, signOut, confirmSignInLink, signUp, changePassword } from "./service";
export { requestSignInLink } from "./sign-in-link";
export { withKnownBrowser } from "./sign-in-throttle";
export { setPassword } from "./passwords";
export { passwordProblem } from "./password-policy";
export { requireViewer, requireApiViewer } from "./guard";
export { analyticsIdentity, type AnalyticsIdentity } from "./analytics-identity";
export { listSessions, revokeSession, type SessionSummary } from "./queries";
export { describeUserAgent } from "./user-agent";
export { authDeps, type AuthDeps } from "./deps";
export {
  passwordConfirmationInput,
  twoFactorSetupConfirmation,
  twoFactorSignInInput,
  emailChangeInput,
  tokenInput,
  verificationResendInput,
  accountDeletionInput,
} from "./security-schemas";
export {
  hasTwoFactor,
  startTwoFactorSetup,
  confirmTwoFactorSetup,
  regenerateRecoveryCodes,
  turnOffTwoFactor,
  completeTwoFactorSignIn,
  pendingSignIn,
  type TwoFactorSetup,
} from "./two-factor";
export { requestEmailChange, confirmEmailChange, pendingEmailChange, EMAIL_CHANGE_MINUTES } from "./email-change";
export { confirmEmailAddress, resendVerificationEmail } from "./email-verification";
export { deleteAccount, soleOwnedOrganizations, deletionWord } from "./account-deletion";
