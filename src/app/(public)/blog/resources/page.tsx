import { ComingSoon, comingSoonMetadata } from "@/components/feedback/coming-soon";

const namespace = "public.resources";
export const generateMetadata = () => comingSoonMetadata(namespace);

export default function Page() {
  return (
    <div className="px-4 py-16 md:px-8">
      <ComingSoon namespace={namespace} />
    </div>
  );
}
