export { profileInput, type ProfileInput } from "./schemas";
export { getProfile, updateProfile, type Profile } from "./queries";
