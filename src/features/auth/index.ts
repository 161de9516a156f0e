export { currentViewer, viewerFromHeaders, type Viewer } from "./viewer";
export { safeRedirectPath } from "./redirects";
export { signInInput, emailSchema, type SignInInput } from "./schemas";
export { signInWithPassword, signOut } from "./service";
export { setPassword } from "./passwords";
export { requireViewer } from "./guard";
