import {
  Award,
  BookOpen,
  Building2,
  CreditCard,
  Eye,
  GraduationCap,
  KeyRound,
  LayoutDashboard,
  Mail,
  MessageCircle,
  Mic,
  Settings,
  ShieldCheck,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";

/**
 * `match` widens the paths that mark an item as current (Settings covers every /settings page);
 * `adminsOnly` items are shown to organization owners and admins only (the pages check again).
 */
export type NavItem = { href: string; labelKey: string; icon: LucideIcon; match?: string; adminsOnly?: true };

/** The learner's and admin's areas, in the order the shell shows them. Labels live in messages/shell. */
export const appNavigation: NavItem[] = [
  { href: "/dashboard", labelKey: "shell.nav.dashboard", icon: LayoutDashboard },
  { href: "/dashboard/course", labelKey: "shell.nav.course", icon: BookOpen },
  { href: "/madameai", labelKey: "shell.nav.madameai", icon: MessageCircle },
  { href: "/pronunciation", labelKey: "shell.nav.pronunciation", icon: Mic },
  { href: "/dashboard/rewards", labelKey: "shell.nav.rewards", icon: Award },
  { href: "/team", labelKey: "shell.nav.team", icon: Users, adminsOnly: true },
  { href: "/settings/profile", labelKey: "shell.nav.settings", icon: Settings, match: "/settings" },
];

export const settingsNavigation: NavItem[] = [
  { href: "/settings/profile", labelKey: "shell.settingsNav.profile", icon: UserRound },
  { href: "/settings/learning", labelKey: "shell.settingsNav.learning", icon: GraduationCap },
  { href: "/settings/profile/email", labelKey: "shell.settingsNav.email", icon: Mail },
  { href: "/settings/profile/password", labelKey: "shell.settingsNav.password", icon: KeyRound },
  { href: "/settings/profile/authentication", labelKey: "shell.settingsNav.authentication", icon: ShieldCheck },
  { href: "/settings/organization", labelKey: "shell.settingsNav.organization", icon: Building2 },
  { href: "/settings/privacy", labelKey: "shell.settingsNav.privacy", icon: Eye },
  { href: "/settings/subscription", labelKey: "shell.settingsNav.subscription", icon: CreditCard },
];

export const publicNavigation: { href: string; labelKey: string }[] = [
  { href: "/blog", labelKey: "shell.public.blog" },
  { href: "/blog/resources", labelKey: "shell.public.resources" },
  { href: "/try", labelKey: "shell.public.try" },
  { href: "/contact", labelKey: "shell.public.contact" },
];

/** The most specific item whose path is the current path or a parent of it. */
export function activeHref(pathname: string, items: { href: string; match?: string }[]): string | undefined {
  const prefix = (item: { href: string; match?: string }) => item.match ?? item.href;
  return items
    .filter((item) => pathname === prefix(item) || pathname.startsWith(`${prefix(item)}/`))
    .sort((a, b) => prefix(b).length - prefix(a).length)[0]?.href;
}
