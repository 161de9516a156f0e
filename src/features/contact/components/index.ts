export { ContactForm } from "./contact-form";
