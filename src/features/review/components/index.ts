export { ReviewSettingsForms } from "./review-settings";
export { ReviewEmpty } from "./review-empty";
