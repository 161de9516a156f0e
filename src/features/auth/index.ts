export { currentViewer, type Viewer } from "./viewer";
