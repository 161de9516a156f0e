import { ComingSoon, comingSoonMetadata } from "@/components/feedback/coming-soon";

const namespace = "app.pronunciation";
export const generateMetadata = () => comingSoonMetadata(namespace);

export default function Page() {
  return <ComingSoon namespace={namespace} />;
}
