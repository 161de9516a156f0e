import { ComingSoon, comingSoonMetadata } from "@/components/feedback/coming-soon";

const namespace = "auth.signIn";
export const generateMetadata = () => comingSoonMetadata(namespace);

export default function Page() {
  return <ComingSoon namespace={namespace} />;
}
